// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginData } from '@switchboard/contracts/auth/auth.schemas';
import { defaultPermissions } from '@switchboard/contracts/roles';
import {
  clearStoredSession, initialSession, readStoredSession, writeStoredSession,
} from '@/lib/session/session-storage';
import { buildStoredSession } from '@/lib/session/stored-session';

const loginData = (overrides: Partial<LoginData> = {}): LoginData => ({
  token: 'tok-123',
  adminId: 'admin-1',
  _id: 'user-1',
  user: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'Agent', permissions: defaultPermissions('Agent', true) },
  nlpServiceDetails: { language: 'en', threshold: 0.5 },
  allowedChannelsDetails: ['website', 'wa'],
  brandInfo: { name: 'Acme' },
  selectedBifurcation: {},
  bifurcationFilters: [
    { valueKey: 'region', label: 'Region', defaultValue: 'in', options: [{ value: 'in', meta: { tz: 'IST' } }, { value: 'us' }] },
  ],
  ...overrides,
});

describe('stored session', () => {
  beforeEach(() => {
    localStorage.clear();
    Cookies.remove('token');
  });

  it('has exactly the §3 shape and defaults the selection to each filter default', () => {
    const session = buildStoredSession(loginData());
    expect(Object.keys(session).sort()).toEqual(
      ['_id', 'admin_id', 'allowed_channels', 'bifurcation_data', 'brandInfo', 'nlpServiceDetails', 'token', 'user_info'].sort(),
    );
    expect(session.admin_id).toBe('admin-1');
    expect(session.allowed_channels).toEqual(['website', 'wa']);
    expect(Object.keys(session.user_info).sort()).toEqual(['email', 'firstName', 'lastName', 'permissions', 'role']);
    expect(session.bifurcation_data.selected).toEqual({ region: { value: 'in', meta: { tz: 'IST' } } });
    expect(session.bifurcation_data.filters).toHaveLength(1);
  });

  it('keeps a stored selection and defaults missing channels to an empty list', () => {
    const data = loginData({ selectedBifurcation: { region: { value: 'us' } } });
    delete (data as Partial<LoginData>).allowedChannelsDetails;
    const session = buildStoredSession(data);
    expect(session.bifurcation_data.selected).toEqual({ region: { value: 'us' } });
    expect(session.allowed_channels).toEqual([]);
  });

  it('writes dashboardUser and the token cookie, and reads them back', () => {
    const session = buildStoredSession(loginData());
    writeStoredSession(session);
    expect(JSON.parse(localStorage.getItem('dashboardUser') ?? '{}')).toEqual(session);
    expect(Cookies.get('token')).toBe('tok-123');
    expect(readStoredSession()).toEqual(session);
    expect(initialSession()).toEqual(session);
  });

  it('treats a session without its token cookie as signed out and clears it', () => {
    writeStoredSession(buildStoredSession(loginData()));
    localStorage.setItem('dashboardTheme', 'dark');
    Cookies.remove('token');
    expect(initialSession()).toBeNull();
    expect(localStorage.getItem('dashboardUser')).toBeNull();
    expect(localStorage.getItem('dashboardTheme')).toBe('dark');
  });

  it('rejects malformed stored values', () => {
    localStorage.setItem('dashboardUser', '{"token":"x"}');
    expect(readStoredSession()).toBeNull();
    localStorage.setItem('dashboardUser', 'not json');
    expect(readStoredSession()).toBeNull();
  });

  it('clears session keys but keeps theme and version', () => {
    writeStoredSession(buildStoredSession(loginData()));
    localStorage.setItem('dashboardVersion', '4.5.0');
    localStorage.setItem('liveChatsUnreadMessageCount', '{}');
    clearStoredSession();
    expect(localStorage.getItem('dashboardUser')).toBeNull();
    expect(localStorage.getItem('liveChatsUnreadMessageCount')).toBeNull();
    expect(localStorage.getItem('dashboardVersion')).toBe('4.5.0');
    expect(Cookies.get('token')).toBeUndefined();
  });
});
