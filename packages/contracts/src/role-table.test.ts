import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { menuFor } from './permissions';
import { ROLES, defaultPermissions } from './roles';
import { SECTIONS } from './routes';

/** docs/decisions.md carries the role-to-route table; it must say what the code does. */
function roleTable(): string {
  const rows = [`| section | ${ROLES.join(' | ')} |`, `|---|${ROLES.map(() => '---').join('|')}|`];
  for (const section of SECTIONS) {
    const cells = ROLES.map((role) => {
      const shown = menuFor(defaultPermissions(role, true)).find((s) => s.path === section.path);
      if (!shown) return '—';
      const entries = (section.children ?? []).filter((c) => c.menu);
      if (entries.length === 0 || shown.children?.length === entries.length) return 'all';
      return (shown.children ?? []).map((c) => c.path.split('/').pop()).join(', ');
    });
    rows.push(`| ${section.title} (${section.path}) | ${cells.join(' | ')} |`);
  }
  return rows.join('\n');
}

describe('the documented role-to-route table', () => {
  it('matches the role defaults', () => {
    const doc = readFileSync(new URL('../../../docs/decisions.md', import.meta.url), 'utf8');
    const documented = doc.split('<!-- role-table:start -->')[1]?.split('<!-- role-table:end -->')[0]?.trim();
    expect(documented).toBe(roleTable());
  });
});
