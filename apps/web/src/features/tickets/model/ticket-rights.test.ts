import { describe, expect, it } from 'vitest';
import { defaultPermissions } from '@switchboard/contracts/roles';
import { ticketRights } from '@/features/tickets/model/ticket-rights';
import { aTicket as ticket } from '@/features/tickets/model/test-fixtures';
const agent = { ids: ['me'], permissions: defaultPermissions('Agent', true) };
const supervisor = { ids: ['sup'], permissions: defaultPermissions('Supervisor', true) };

describe('ticket rights', () => {
  it('an agent assigns a queued ticket, then works only on their own', () => {
    expect(ticketRights(ticket({}), agent)).toEqual({ assign: true, respond: false, resolve: false, transfer: false });
    expect(ticketRights(ticket({ chatState: 'Assigned', agentId: 'me' }), agent)).toEqual({ assign: false, respond: true, resolve: true, transfer: true });
    expect(ticketRights(ticket({ chatState: 'Assigned', agentId: 'other' }), agent)).toEqual({ assign: false, respond: false, resolve: false, transfer: false });
  });

  it('a supervisor resolves or transfers any open ticket; nobody acts on a resolved one', () => {
    expect(ticketRights(ticket({ chatState: 'Assigned', agentId: 'other' }), supervisor)).toMatchObject({ resolve: true, transfer: true, respond: true });
    expect(ticketRights(ticket({ chatState: 'Resolved', status: 'resolved', agentId: 'sup' }), supervisor))
      .toEqual({ assign: false, respond: false, resolve: false, transfer: false });
  });

  it('QA-like permissions without ticket actions get nothing', () => {
    expect(ticketRights(ticket({}), { ids: ['q'], permissions: defaultPermissions('QA', false) })).toMatchObject({ assign: false });
  });
});
