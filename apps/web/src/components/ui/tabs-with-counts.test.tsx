import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  linkOptions,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TabsWithCounts, type TabWithCount } from './tabs-with-counts';

function renderTabs(tabs: TabWithCount[], currentId: string) {
  const rootRoute = createRootRoute({
    component: () => <TabsWithCounts label="Statuses" tabs={tabs} currentId={currentId} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
}

const tab = (id: 'all' | 'open', count: number | undefined): TabWithCount => ({
  id,
  label: id.toUpperCase(),
  count,
  link: linkOptions({ to: '/merchant/issues', search: { status: id, type: 'payment' } }),
  testId: `issue-tab-${id}`,
  countTestId: `issue-count-${id}`,
});

describe('tabs with counts', () => {
  it('links each view with the filters kept and marks the current one as the page', async () => {
    renderTabs([tab('all', 12), tab('open', 5)], 'open');
    const nav = await screen.findByRole('navigation', { name: 'Statuses' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['ALL12', 'OPEN5']);
    expect(links[1]?.getAttribute('href')).toBe('/merchant/issues?status=open&type=payment');
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page']);
    expect(screen.getByTestId('issue-tab-open')).toBe(links[1]);
    expect(screen.getByTestId('issue-count-all').textContent).toBe('12');
  });

  it('shows an ellipsis while the counts load, and no tab test id unless given', async () => {
    renderTabs([{ ...tab('all', undefined), testId: undefined }], 'all');
    expect((await screen.findByTestId('issue-count-all')).textContent).toBe('…');
    expect(screen.getByRole('link').hasAttribute('data-testid')).toBe(false);
  });
});
