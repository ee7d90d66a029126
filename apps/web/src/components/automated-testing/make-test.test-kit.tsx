/** What the "Make a test" tests share: a page with the button and the editor route it opens, and the button's press. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DomRoot } from '@/test-support/dom-root';
import { settle } from '@/test-support/dom-root';

/** Renders `element` at `at` beside the test-case editor's route; answers the router (its location tells where a press went). */
export async function renderWithEditorRoute(dom: DomRoot, element: ReactNode, at: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: at, element }, { path: '/automatedtesting/testcases/:id', element: <p>editor</p> }], { initialEntries: [at] });
  await act(async () => dom.root.render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>));
  await settle();
  return router;
}

export const makeTestButton = () => Array.from(document.body.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent === 'Make a test');

export async function pressMakeTest() {
  await act(async () => makeTestButton()?.click());
  await settle();
}
