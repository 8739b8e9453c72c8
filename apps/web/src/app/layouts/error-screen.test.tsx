import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen';

function Crashing(): never {
  throw new Error('render crash');
}

describe('error boundary', () => {
  it("shows 'Sorry.. there was an error' when a screen crashes while rendering", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const rootRoute = createRootRoute();
    const router = createRouter({
      routeTree: rootRoute.addChildren([
        createRoute({ getParentRoute: () => rootRoute, path: '/crash', component: Crashing }),
      ]),
      history: createMemoryHistory({ initialEntries: ['/crash'] }),
      defaultErrorComponent: ErrorScreen,
    });
    render(<RouterProvider router={router} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Sorry.. there was an error');
    consoleError.mockRestore();
  });
});
