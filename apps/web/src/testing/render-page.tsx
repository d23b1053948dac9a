/**
 * Test support: renders a piece of a page inside a memory router and a fresh query cache, as the app
 * does, at a given address. The router's location shows what the page did to the address.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** @example const { router, user } = renderPage(<ArticleList />, { at: '/articles?tag=robotics', path: '/articles' }) */
export function renderPage(
  element: ReactElement,
  { at = '/', path = '*' }: { at?: string; path?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [at] });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, user };
}
