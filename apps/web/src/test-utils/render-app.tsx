import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Providers } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** The whole panel at `url`, with a fresh cache and an in-memory history. */
export function renderApp(url: string) {
  const history = createMemoryHistory({ initialEntries: [url] });
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, history);
  const view = render(<Providers queryClient={queryClient} router={router} />);
  return { ...view, history, queryClient, router };
}
