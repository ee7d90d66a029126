/** Renders a /dms page at a path inside a memory router and a fresh query client (no retries). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DomRoot } from '@/test-support/dom-root';
import { settle } from '@/test-support/dom-root';

export async function renderAt(dom: DomRoot, routes: { path: string; element: ReactElement }[], at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([...routes, { path: '*', element: <p>elsewhere</p> }], { initialEntries: [at] });
  await act(async () => dom.root.render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>));
  await settle();
  return { client, router };
}
