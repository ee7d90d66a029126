import { describe, expect, it } from 'vitest';
import { menuFor } from '@switchboard/contracts/permissions';
import { defaultPermissions } from '@switchboard/contracts/roles';
import { activeEntry, menuEntries } from '@/app/shell/menu-model';

describe('side menu model', () => {
  const entries = menuEntries(menuFor(defaultPermissions('Supervisor', true)));

  it('groups permitted entries under the spec menu groups', () => {
    const groups = entries.map((entry) => entry.label);
    expect(groups).toContain('Dashboard');
    expect(groups).toContain('Members');
    expect(groups).not.toContain('Bot Builder');
    const members = entries.find((entry) => entry.path === '/members');
    expect(members?.children.map((child) => child.path)).toEqual([
      '/members/agents', '/members/groups', '/members/canned_responses', '/members/tags',
    ]);
  });

  it('finds the entry for detail paths and the dashboard only at /', () => {
    expect(activeEntry(entries, '/members/groups/edit')).toEqual({ selected: '/members/groups', section: '/members' });
    expect(activeEntry(entries, '/tickets/42')).toEqual({ selected: '/tickets', section: '/tickets' });
    expect(activeEntry(entries, '/')).toEqual({ selected: '/', section: '/' });
    expect(activeEntry(entries, '/nowhere')).toEqual({});
  });
});
