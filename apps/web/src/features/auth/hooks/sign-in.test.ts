import { describe, expect, it } from 'vitest';
import { returnPathFrom } from '@/features/auth/hooks/sign-in';

describe('returnPathFrom', () => {
  it('returns the remembered path and search', () => {
    expect(returnPathFrom({ from: { pathname: '/analytics/kpi', search: '?range=7' } })).toBe('/analytics/kpi?range=7');
  });

  it('falls back to the dashboard for missing, foreign or public locations', () => {
    expect(returnPathFrom(null)).toBe('/');
    expect(returnPathFrom({ from: { pathname: '//evil.example/x' } })).toBe('/');
    expect(returnPathFrom({ from: { pathname: 'https://evil.example' } })).toBe('/');
    expect(returnPathFrom({ from: { pathname: '/auth/login' } })).toBe('/');
  });
});
