/** Issue 21, point 7: every page shows its title as its heading, the route's own unless the page names its record. */
import { act, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '@switchboard/contracts/routes';
import { PageTitle } from '@/components/page-title';
import { domRootPerTest } from '@/test-support/dom-root';

const dom = domRootPerTest();
const node = (path: string) => {
  const found = SECTIONS.find((section) => section.path === path) ?? SECTIONS.flatMap((section) => section.children ?? []).find((child) => child.path === path);
  if (!found) throw new Error(`No route ${path}`);
  return found;
};

async function renderAt(path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path, handle: { node: node(path) }, element }], { initialEntries: [path] });
  await act(async () => dom.root.render(<RouterProvider router={router} />));
}

describe('PageTitle', () => {
  it.each([['/', 'Dashboard'], ['/chats', 'Chats'], ['/analytics/agent_monitoring', 'Agent Monitoring']])(
    'shows %s its route title "%s" as the one visible level-1 heading', async (path, title) => {
      await renderAt(path, <PageTitle />);
      const headings = dom.container.querySelectorAll('h1');
      expect(headings).toHaveLength(1);
      expect(headings[0]?.textContent).toBe(title);
      expect(headings[0]?.className).not.toContain('visually-hidden');
      expect((headings[0] as HTMLElement).style.fontSize).toBe('24px');
    });

  it("shows a record's own name where the page gives one", async () => {
    await renderAt('/tickets', <PageTitle>Refund for order 1042</PageTitle>);
    expect(dom.container.querySelector('h1')?.textContent).toBe('Refund for order 1042');
  });
});
