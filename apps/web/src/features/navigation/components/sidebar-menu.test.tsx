import { memberAccess, toMemberAccessAnswer } from '@mp/contract/ums/permissions';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccessProvider } from '@/lib/access';
import { SidebarMenu } from './sidebar-menu';

/** An owner's menu: every entry. */
const { permissions } = toMemberAccessAnswer(memberAccess('owner'));

function renderMenuAt(url: string) {
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <AccessProvider permissions={permissions}>
          <SidebarMenu />
        </AccessProvider>
      ),
    }),
    history,
  });
  render(<RouterProvider router={router} />);
  return history;
}

const currentLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
};

describe('sidebar menu links', () => {
  it('link every entry to its target and mark the current page with aria-current', async () => {
    renderMenuAt('/merchant/orders/confirmed?page=3');
    const link = await screen.findByRole('link', { name: 'Courier Payments' });
    expect(link.getAttribute('href')).toBe('/merchant/courier-payments?status=all&page=1');
    expect(await currentLinks()).toEqual(['Confirmed']);
  });

  it('highlight Ready for Pickup only when the query has deliveryChargePaymentStatus=paid', async () => {
    renderMenuAt(
      '/merchant/orders/dispatch_requestable?deliveryChargePaymentStatus=paid&page=1&orderTypes=COD,B2B',
    );
    expect(await currentLinks()).toEqual(['Ready for Pickup']);
  });

  it('highlight nothing on the dispatch-requestable stage without the paid hint', async () => {
    renderMenuAt('/merchant/orders/dispatch_requestable?page=1');
    expect(await currentLinks()).toEqual([]);
  });

  it('navigate inside the app and move the highlight', async () => {
    const history = renderMenuAt('/merchant/orders/all');
    const issues = await screen.findByRole('link', { name: 'Issues' });
    await userEvent.click(issues);
    // Pressed in the click's own frame; the page it opens follows that frame.
    expect(issues.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(history.location.pathname).toBe('/merchant/issues'));
    expect(issues.getAttribute('aria-busy')).toBeNull();
    expect(history.location.search).toBe('?status=all');
    expect(await currentLinks()).toEqual(['Issues']);
  });
});
