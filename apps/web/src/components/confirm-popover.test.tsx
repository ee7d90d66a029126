import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmPopover } from '@/components/confirm-popover';
import { button, click } from '@/test-support/dom-actions';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const dom = domRootPerTest();

function draw(onConfirm: () => unknown) {
  act(() => dom.root.render(
    <>
      <button type="button">Elsewhere</button>
      <ConfirmPopover title="Delete the tag Urgent?" description="Chats keep their other tags." okText="Delete" okDanger onConfirm={onConfirm}>
        <button type="button" aria-label="Delete Urgent">Delete</button>
      </ConfirmPopover>
    </>,
  ));
}

const dialog = () => document.body.querySelector<HTMLElement>('[role="dialog"]');
const within = (name: string) => Array.from(dialog()?.querySelectorAll<HTMLButtonElement>('button') ?? []).find((b) => b.textContent === name);
const key = (target: Element, init: KeyboardEventInit) => act(() => {
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
});

describe('ConfirmPopover', () => {
  it('opens a named dialog from its button, which says so, with the focus on Cancel', async () => {
    draw(vi.fn());
    const opener = button('Delete Urgent')!;
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    await click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    const shown = dialog()!;
    expect(document.getElementById(shown.getAttribute('aria-labelledby')!)?.textContent).toBe('Delete the tag Urgent?');
    expect(document.getElementById(shown.getAttribute('aria-describedby')!)?.textContent).toBe('Chats keep their other tags.');
    expect(document.activeElement).toBe(within('Cancel'));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    draw(vi.fn());
    await click(button('Delete Urgent'));
    const cancel = within('Cancel')!;
    const ok = within('Delete')!;
    ok.focus();
    key(ok, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    key(cancel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
  });

  it('closes on Escape and gives the focus back to its button, without confirming', async () => {
    const onConfirm = vi.fn();
    draw(onConfirm);
    const opener = button('Delete Urgent')!;
    await click(opener);
    key(within('Cancel')!, { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes on Cancel and on a press outside', async () => {
    draw(vi.fn());
    await click(button('Delete Urgent'));
    await click(within('Cancel'));
    expect(dialog()).toBeNull();
    await click(button('Delete Urgent'));
    act(() => { button('Elsewhere')!.dispatchEvent(new Event('pointerdown', { bubbles: true })); });
    expect(dialog()).toBeNull();
  });

  it('confirms with OK, busy until the promise settles, then closes', async () => {
    let finish = () => undefined as void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    draw(onConfirm);
    await click(button('Delete Urgent'));
    await click(within('Delete'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(within('Delete')!.className).toContain('ant-btn-loading');
    await act(async () => finish());
    await settle();
    expect(dialog()).toBeNull();
  });

  it('stays open, no longer busy, when the confirmation is refused (the caller says why)', async () => {
    draw(() => Promise.reject(new Error('refused')));
    await click(button('Delete Urgent'));
    await click(within('Delete'));
    await settle();
    expect(dialog()).not.toBeNull();
    expect(within('Delete')!.className).not.toContain('ant-btn-loading');
  });
});
