import { describe, expect, it } from 'vitest';
import { auditDiff } from '@/features/members/model/audit-diff';

describe('auditDiff', () => {
  it('lists only the leaves that changed, with dotted paths', () => {
    const before = { name: 'Night', permissions: { features: { '/analytics': { isAllowed: true }, '/chats': { isAllowed: true } } } };
    const after = { name: 'Night shift', permissions: { features: { '/analytics': { isAllowed: false }, '/chats': { isAllowed: true } } } };
    expect(auditDiff(before, after)).toEqual([
      { path: 'name', before: 'Night', after: 'Night shift' },
      { path: 'permissions.features./analytics.isAllowed', before: 'true', after: 'false' },
    ]);
  });

  it('shows creations and deletions against nothing', () => {
    expect(auditDiff(null, { name: 'Temp' })).toEqual([{ path: 'name', before: '—', after: 'Temp' }]);
    expect(auditDiff({ status: 'active' }, null)).toEqual([{ path: 'status', before: 'active', after: '—' }]);
    expect(auditDiff({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
