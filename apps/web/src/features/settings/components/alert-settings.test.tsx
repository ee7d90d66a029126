import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AlertSettings } from '@/features/settings/components/alert-settings';
import { alertPreferences } from '@/lib/alerts/alert-preferences';
import { useSessionStore } from '@/lib/session/session-store';
import type { StoredSession } from '@/lib/session/stored-session';
import { domRootPerTest } from '@/test-support/dom-root';

const member = (adminId: string) => ({ _id: `user-${adminId}`, admin_id: adminId, token: 't', user_info: { firstName: 'A', lastName: 'B' } } as StoredSession);
const dom = domRootPerTest();
const switchFor = (label: string) => {
  const id = Array.from(dom.container.querySelectorAll('label')).find((item) => item.textContent === label)?.htmlFor;
  return document.getElementById(id ?? '') as HTMLButtonElement;
};

beforeEach(() => {
  localStorage.clear();
  act(() => useSessionStore.setState({ session: member('admin-ana') }));
  act(() => dom.root.render(<AlertSettings />));
});
afterEach(() => act(() => useSessionStore.setState({ session: null })));

describe('alert settings (Profile)', { timeout: 20_000 }, () => {
  it('has the sound and the shortcuts on by default, and turns the sound off for this member only', () => {
    const sound = switchFor('Play a sound when a chat is offered to me');
    expect(sound.getAttribute('aria-checked')).toBe('true');
    expect(switchFor('Single-key shortcuts').getAttribute('aria-checked')).toBe('true');
    act(() => sound.click());
    expect(switchFor('Play a sound when a chat is offered to me').getAttribute('aria-checked')).toBe('false');
    expect(alertPreferences()).toEqual({ sound: false, shortcuts: true });
    // Another member signing in on this browser keeps their own choice (the default).
    act(() => useSessionStore.setState({ session: member('admin-bo') }));
    expect(alertPreferences()).toEqual({ sound: true, shortcuts: true });
    expect(switchFor('Play a sound when a chat is offered to me').getAttribute('aria-checked')).toBe('true');
    act(() => useSessionStore.setState({ session: member('admin-ana') }));
    expect(alertPreferences().sound).toBe(false);
  });
});
