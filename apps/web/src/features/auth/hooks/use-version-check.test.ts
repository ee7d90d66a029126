import { beforeEach, describe, expect, it } from 'vitest';
import { applyVersion } from '@/features/auth/hooks/use-version-check';

describe('applyVersion', () => {
  beforeEach(() => localStorage.clear());

  it('stores the first version seen without resetting', () => {
    expect(applyVersion('4.5.0')).toBe(false);
    expect(localStorage.getItem('dashboardVersion')).toBe('4.5.0');
  });

  it('resets the session when the version changed', () => {
    localStorage.setItem('dashboardVersion', '4.4.0');
    localStorage.setItem('dashboardUser', '{}');
    expect(applyVersion('4.5.0')).toBe(true);
    expect(localStorage.getItem('dashboardUser')).toBeNull();
    expect(localStorage.getItem('dashboardVersion')).toBe('4.5.0');
  });
});
