import { act, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TabBar, TabPanel, useTabIds } from '@/components/tab-bar';
import { domRootPerTest } from '@/test-support/dom-root';

const TABS = [{ key: 'mine', label: 'Mine' }, { key: 'others', label: 'Others' }, { key: 'queue', label: 'Queue' }] as const;
type Key = (typeof TABS)[number]['key'];

function Harness() {
  const [active, setActive] = useState<Key>('mine');
  const ids = useTabIds();
  return (
    <>
      <TabBar label="Lists" ids={ids} tabs={TABS} active={active} onChange={setActive} />
      <TabPanel ids={ids} active={active}>showing {active}</TabPanel>
    </>
  );
}

const dom = domRootPerTest();
beforeEach(() => {
  act(() => dom.root.render(<Harness />));
});

const tabs = () => Array.from(dom.container.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
const selected = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true')!;
const press = (key: string) => act(() => {
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
});

describe('tab bar', () => {
  it('is one tab stop whose panel is labelled by the chosen tab; a click chooses', () => {
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = dom.container.querySelector('[role="tabpanel"]')!;
    expect(panel.getAttribute('aria-labelledby')).toBe(selected().id);
    expect(selected().getAttribute('aria-controls')).toBe(panel.id);
    act(() => tabs()[2]!.click());
    expect(selected().textContent).toBe('Queue');
    expect(panel.textContent).toBe('showing queue');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs()[2]!.id);
  });

  it('moves and chooses with the arrow keys (wrapping), Home and End, taking the focus along', () => {
    act(() => tabs()[0]!.focus());
    press('ArrowLeft');
    expect(selected().textContent).toBe('Queue');
    expect(document.activeElement).toBe(selected());
    press('ArrowRight');
    expect(selected().textContent).toBe('Mine');
    press('End');
    expect(selected().textContent).toBe('Queue');
    press('Home');
    expect(selected().textContent).toBe('Mine');
    expect(document.activeElement).toBe(selected());
  });
});
