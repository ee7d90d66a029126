/** The console's own notices (issue 22: no antd notification on a signed-in page's load), with antd's rules (§9). */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { feedbackLoaded, notify } from '@/lib/feedback/feedback';
import { showNotice as mockedShowNotice } from '@/lib/feedback/notice-stack';
import type * as NoticeStackModule from '@/lib/feedback/notice-stack';

// test-setup.ts stands in for the stack in every other test file; this one draws the real one.
const { showNotice, closeNotice, shownNotices } = await vi.importActual<typeof NoticeStackModule>('@/lib/feedback/notice-stack');

const DENIED = { type: 'warning', key: 'notification-denied', title: TEXTS.notificationDenied, description: TEXTS.notificationDeniedDescription, duration: 0 } as const;
const region = () => document.querySelector<HTMLElement>('section[aria-label="Notifications"]');
const alerts = () => Array.from(document.querySelectorAll<HTMLElement>('[role="alert"]'));
const show = (notice: Parameters<typeof showNotice>[0]) => act(() => showNotice(notice));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => shownNotices().forEach(({ key }) => closeNotice(key)));
  vi.useRealTimers();
});

describe('notices', () => {
  it('draws the denied-notification notice bottom-right (offset 50) and never closes it', () => {
    show(DENIED);
    expect(region()?.style.bottom).toBe('50px');
    expect(alerts().map((alert) => alert.textContent)).toEqual([`${TEXTS.notificationDenied}${TEXTS.notificationDeniedDescription}`]);
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(alerts()).toHaveLength(1);
  });

  it('closes a notice after 3 s unless the pointer rests on it', () => {
    show({ type: 'info', key: 'a', title: 'New chat', description: 'A customer is waiting' });
    act(() => vi.advanceTimersByTime(2_999));
    expect(alerts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(region()).toBeNull();

    show({ type: 'info', key: 'b', title: 'New chat', description: 'Another customer' });
    const [notice] = alerts();
    act(() => notice!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
    act(() => vi.advanceTimersByTime(10_000));
    expect(alerts()).toHaveLength(1);
    act(() => notice!.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    act(() => vi.advanceTimersByTime(3_000));
    expect(alerts()).toHaveLength(0);
  });

  it('replaces a notice shown with the same key instead of stacking a second', () => {
    show(DENIED);
    show({ ...DENIED, description: 'Still denied' });
    expect(alerts().map((alert) => alert.textContent)).toEqual([`${TEXTS.notificationDenied}Still denied`]);
  });

  it('closes on its Close button, and runs its action once, closing, from its button', () => {
    const run = vi.fn();
    show({ type: 'success', key: 'offer', title: 'Chat offered', description: 'Sam transferred a chat to you', duration: 0, action: { label: 'Open chat', run } });
    show({ ...DENIED });
    const button = (name: string) => Array.from(document.querySelectorAll('button')).find((node) => (node.getAttribute('aria-label') ?? node.textContent) === name);
    act(() => button('Open chat')!.click());
    expect(run).toHaveBeenCalledTimes(1);
    expect(alerts().map((alert) => alert.textContent)).toEqual([`${TEXTS.notificationDenied}${TEXTS.notificationDeniedDescription}`]);
    act(() => button('Close')!.click());
    expect(region()).toBeNull();
  });
});

describe('notify()', () => {
  it('hands an accepted notice to the stack with its message before its description, and refuses one without a description', async () => {
    vi.mocked(mockedShowNotice).mockClear();
    expect(notify({ type: 'shout', message: 'New chat', description: 'A customer is waiting' })).toBe(true);
    expect(notify({ message: 'New chat' })).toBe(false);
    vi.useRealTimers();
    await feedbackLoaded();
    expect(mockedShowNotice).toHaveBeenCalledTimes(1);
    expect(mockedShowNotice).toHaveBeenCalledWith(expect.objectContaining({ type: 'info', title: 'Info Message', description: 'New chat A customer is waiting' }));
  });
});
