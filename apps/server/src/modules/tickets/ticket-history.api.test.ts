/** /tickethistory calls: filters, filtersQuery (range ≤ 30 days, status, priority, agent, group, search, load-more 15), transcript. */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  TICKET_HISTORY_PATHS, ticketHistoryDataSchema, ticketHistoryFiltersDataSchema, ticketTranscriptDataSchema,
} from '@switchboard/contracts/tickets/ticket-history.schemas';
import { TICKET_PATHS, ticketSchema } from '@switchboard/contracts/tickets/tickets.schemas';
import { tickets } from '@/db/schema/tickets';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeBackends('ticket history API', (context) => {
  const session = async (email: string) => {
    const { token } = await signIn(context.app, email);
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const response = await context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
      return { status: response.statusCode, body: response.json<{ data: unknown; field?: string }>(), raw: response.body };
    };
    return { call, query: async (body: object) => call('POST', TICKET_HISTORY_PATHS.filtersQuery, body) };
  };

  it('offers the filters with the default range of one day back to today', async () => {
    const qa = await session('qa@demo.brand');
    const filters = ticketHistoryFiltersDataSchema.parse((await qa.call('GET', TICKET_HISTORY_PATHS.filters)).body.data);
    expect(filters.defaultRange).toEqual({ from: day(-1), to: day(0) });
    expect(filters.statuses).toEqual(['open', 'pending', 'resolved', 'closed']);
    expect(filters.agents.map((agent) => agent.name)).toContain('Alice Agent');
    expect(filters.groups.map((group) => group.name)).toContain('General');
  });

  it('filters by range, status, priority, agent, group and words, and loads more 15 at a time', async () => {
    const alice = await signIn(context.app, 'agent@demo.brand');
    const create = async (body: object) => {
      const response = await context.app.inject({ method: 'POST', url: TICKET_PATHS.create, headers: bearer(alice.token), payload: { customerName: 'H', ...body } });
      return ticketSchema.parse(response.json<{ data: { ticket: unknown } }>().data.ticket);
    };
    for (let index = 0; index < 17; index += 1) await create({ subject: `Batch ${index}`, priority: index % 2 ? 'low' : 'high' });
    const special = await create({ subject: 'Printer on fire', description: 'smoke everywhere', priority: 'urgent' });
    const assign = await context.app.inject({ method: 'POST', url: TICKET_PATHS.assign, headers: bearer(alice.token), payload: { ticketId: special.ticketId } });
    expect(assign.statusCode).toBe(200);
    // An old ticket, outside the default range.
    const old = await create({ subject: 'Ancient printer issue' });
    await context.database.db.update(tickets).set({ createdAt: new Date(Date.now() - 10 * 86_400_000) }).where(eq(tickets.ticketId, old.ticketId));

    const qa = await session('qa@demo.brand');
    const first = ticketHistoryDataSchema.parse((await qa.query({})).body.data);
    expect(first.tickets).toHaveLength(15);
    expect(first.hasMore).toBe(true);
    const second = ticketHistoryDataSchema.parse((await qa.query({ offset: 15 })).body.data);
    expect(first.totalCount).toBe(15 + second.tickets.length);
    expect(second.hasMore).toBe(false);
    const ids = [...first.tickets, ...second.tickets].map((t) => t.ticketId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(old.ticketId);

    const printer = ticketHistoryDataSchema.parse((await qa.query({ search: 'printer' })).body.data);
    expect(printer.tickets.map((t) => t.ticketId)).toEqual([special.ticketId]);
    const wide = ticketHistoryDataSchema.parse((await qa.query({ search: 'printer', from: day(-12), to: day(0) })).body.data);
    expect(wide.tickets.map((t) => t.ticketId).sort()).toEqual([special.ticketId, old.ticketId].sort());
    const smoke = ticketHistoryDataSchema.parse((await qa.query({ search: 'SMOKE' })).body.data);
    expect(smoke.tickets.map((t) => t.ticketId)).toEqual([special.ticketId]);
    const byAgent = ticketHistoryDataSchema.parse((await qa.query({ agentId: alice._id })).body.data);
    // The seed's demo tickets also fall in the default range: check every row matches the filter.
    expect(byAgent.tickets.map((t) => t.ticketId)).toContain(special.ticketId);
    expect(byAgent.tickets.every((t) => t.agentId === alice._id)).toBe(true);
    const pending = ticketHistoryDataSchema.parse((await qa.query({ status: 'pending', priority: 'urgent' })).body.data);
    expect(pending.tickets.map((t) => t.ticketId)).toContain(special.ticketId);
    expect(pending.tickets.every((t) => t.status === 'pending' && t.priority === 'urgent')).toBe(true);
    const low = ticketHistoryDataSchema.parse((await qa.query({ priority: 'low' })).body.data);
    expect(low.tickets.every((t) => t.priority === 'low')).toBe(true);
    expect(ticketHistoryDataSchema.parse((await qa.query({ group: UNKNOWN })).body.data).totalCount).toBe(0);
    expect(ticketHistoryDataSchema.parse((await qa.query({ search: '100%_' })).body.data).totalCount).toBe(0);

    const transcript = ticketTranscriptDataSchema.parse((await qa.call('POST', TICKET_HISTORY_PATHS.byTicketId, { ticketId: special.ticketId })).body.data);
    expect(transcript.ticket.subject).toBe('Printer on fire');
    expect(transcript.ticketChatLogs.map((log) => log.sender)).toContain('system');
    expect((await qa.call('POST', TICKET_HISTORY_PATHS.byTicketId, { ticketId: UNKNOWN })).status).toBe(404);
  });

  it('refuses ranges over 30 days, reversed ranges and malformed filters with the field', async () => {
    const qa = await session('qa@demo.brand');
    const cases: Array<[object, string]> = [
      [{ from: day(-31), to: day(0) }, 'from'],
      [{ from: day(0), to: day(-1) }, 'from'],
      [{ from: '2026-13-45' }, 'from'],
      [{ from: 'yesterday' }, 'from'],
      [{ status: 'archived' }, 'status'],
      [{ priority: 'critical' }, 'priority'],
      [{ agentId: 'bob' }, 'agentId'],
      [{ offset: -1 }, 'offset'],
      [{ search: 'x'.repeat(201) }, 'search'],
    ];
    for (const [body, field] of cases) {
      const response = await qa.query(body);
      expect(response.status, `${JSON.stringify(body)} ${response.raw}`).toBe(400);
      expect(response.body.field).toBe(field);
    }
    expect((await qa.query({ from: day(-30), to: day(0) })).status).toBe(200);
  });
});
