/** §6: tickets need ticketsEnabled; without it there is no Tickets menu and no /tickets page. */
import { describe, expect, it } from 'vitest';
import { isRouteAllowed, menuFor } from '@switchboard/contracts/permissions';
import { defaultPermissions } from '@switchboard/contracts/roles';
import { menuEntries } from '@/app/shell/menu-model';

const labels = (ticketsEnabled: boolean) => menuEntries(menuFor(defaultPermissions('Agent', ticketsEnabled))).map((entry) => entry.label);

describe('Tickets menu', () => {
  it('is listed for an agent with ticketsEnabled and hidden without it', () => {
    expect(labels(true)).toContain('Tickets');
    expect(labels(false)).not.toContain('Tickets');
    // Ticket history is a history screen and stays (docs/decisions.md "Tickets").
    expect(labels(false)).toContain('Ticket History');
  });

  it('refuses the ticket pages without ticketsEnabled', () => {
    const permissions = defaultPermissions('Supervisor', false);
    expect(isRouteAllowed(permissions, '/tickets')).toBe(false);
    expect(isRouteAllowed(permissions, '/tickets/42')).toBe(false);
    expect(isRouteAllowed(defaultPermissions('Supervisor', true), '/tickets/42')).toBe(true);
  });
});
