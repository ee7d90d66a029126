/**
 * Ticket rules: create (console, live-chat conversion, widget), the live list's tabs, a ticket's
 * room (chat logs + profile), assign, respond, resolve, transfer, stats and the resolved chart.
 * Writes run in one transaction; events go out after commit.
 */
import { randomBytes } from 'node:crypto';
import type { Channel } from '@switchboard/contracts/common/constants';
import { effectivePermissions, type PermissionOverrides, type RolePermissions } from '@switchboard/contracts/member-permissions';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import {
  ALL_GROUPS, CUSTOMER_TICKETS_SHOWN, TICKET_CHART_DEFAULT_DAYS, TICKET_PRIORITIES, TICKET_TEXTS, TICKETS_PAGE_SIZE,
  type ContactType, type createTicketBodySchema, type resolveTicketBodySchema, type Ticket,
  type ticketChartQuerySchema, type ticketListQuerySchema, type TicketPriority,
} from '@switchboard/contracts/tickets/tickets.schemas';
import { RANGE_REVERSED, RANGE_TOO_LONG, MAX_RANGE_DAYS } from '@switchboard/contracts/tickets/ticket-history.schemas';
import type { z } from 'zod';
import type { Database } from '@/db/client';
import type { CustomerRow } from '@/db/schema/customers';
import type { TicketRow } from '@/db/schema/tickets';
import { badRequest, businessRule, notFound } from '@/plugins/http-errors';
import type { TicketEvents } from './ticket-events';
import { assertFound, assertWorksOn, ticketsInScope, ticketsVisible, type TicketMember } from './ticket-access';
import { valuesOfScope } from '@/lib/bifurcation-scope';
import * as repo from './ticket.repository';
import { ticketLogOf, ticketOf } from './ticket.view';
import { ticketChatLogs, ticketProfile } from './ticket-room';
import type { LiveChatPort } from './live-chat-port';
import { WidgetTicketCap } from './widget-ticket-cap';

export const priorityRank = (priority: TicketPriority) => TICKET_PRIORITIES.length - TICKET_PRIORITIES.indexOf(priority);
const DAY_MS = 86_400_000;
export const MAX_OPEN_WIDGET_TICKETS = 3;
/** At most this many of a member's tickets in join's reply (the tickets page pages the rest). */
export const LIVE_TICKETS_SHOWN = 100;

/** Inclusive UTC days [from, to] → [start, endExclusive), checked against the 30-day limit. */
export function dayRange(from: string | undefined, to: string | undefined, defaultDays: number, today = new Date()): { start: Date; end: Date } {
  const todayStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const endDay = to ? Date.parse(`${to}T00:00:00Z`) : todayStart;
  const startDay = from ? Date.parse(`${from}T00:00:00Z`) : endDay - defaultDays * DAY_MS;
  if (Number.isNaN(startDay)) throw badRequest('from is not a valid date', 'from');
  if (Number.isNaN(endDay)) throw badRequest('to is not a valid date', 'to');
  if (startDay > endDay) throw badRequest(RANGE_REVERSED, 'from');
  if ((endDay - startDay) / DAY_MS > MAX_RANGE_DAYS) throw badRequest(RANGE_TOO_LONG, 'from');
  return { start: new Date(startDay), end: new Date(endDay + DAY_MS) };
}

type WidgetTicketInput = { subject: string; description: string; email?: string | undefined; name?: string | undefined };

export interface TicketServiceDeps {
  db: Database; events: TicketEvents; liveChat: LiveChatPort;
  /** Open widget tickets allowed per client address (WEBCHAT_ADDRESS_OPEN_TICKETS). */
  openTicketsPerAddress?: number | undefined;
}

export class TicketService {
  private readonly addressCap: WidgetTicketCap;

  constructor(private readonly deps: TicketServiceDeps) {
    this.addressCap = new WidgetTicketCap(deps.db, deps.openTicketsPerAddress);
  }

  private get db() {
    return this.deps.db;
  }

  async view(brandId: string, ticketId: string): Promise<Ticket> {
    return ticketOf(assertFound(await repo.findTicketView(this.db, brandId, ticketId)));
  }

  /** A ticket the member may open (their scope's or their own). */
  async viewFor(member: TicketMember, ticketId: string): Promise<Ticket> {
    return ticketOf(assertFound(await repo.findTicketView(this.db, member.brandId, ticketId, ticketsVisible(member))));
  }

  /** POST /admin/v2/ticket: from a live chat (sessionId), a known customer (psid) or a new one. */
  async create(member: TicketMember, body: z.output<typeof createTicketBodySchema>): Promise<Ticket> {
    if (body.group && !(await repo.findGroup(this.db, member.brandId, body.group))) throw badRequest(TICKET_TEXTS.noGroup, 'group');
    let psid: string;
    let channel: Channel;
    let sessionId: string | null = null;
    let contactType: ContactType = body.contactType;
    let groupId = body.group ?? null;
    // Bifurcation values: the chat's, else the customer's, else (a new customer) the creator's selection.
    let bifurcation = valuesOfScope(member.scope);
    if (body.sessionId) {
      const chat = await repo.findChatSession(this.db, body.sessionId);
      if (!chat) throw notFound(TICKET_TEXTS.noChat);
      // Live chat checks the caller handles the chat and ends it (its own events); the ticket continues it.
      await this.deps.liveChat.resolveChat(member, body.sessionId);
      ({ psid, sessionId } = chat);
      channel = chat.channel as Channel;
      bifurcation = chat.bifurcation;
      contactType = 'chat';
      groupId ??= chat.groupId;
    } else if (body.psid) {
      const customer = await repo.findCustomerRow(this.db, body.psid);
      if (!customer) throw badRequest(TICKET_TEXTS.noCustomer, 'psid');
      psid = customer.psid;
      channel = customer.channel as Channel;
      bifurcation = customer.bifurcation;
    } else {
      psid = '';
      channel = 'website';
    }
    const row = await this.db.transaction(async (tx) => {
      if (!psid) {
        psid = `ticket-${randomBytes(12).toString('base64url')}`;
        await repo.insertCustomerRow(tx, {
          psid, channel, name: body.customerName ?? psid, profile: body.email ? { Email: body.email } : {}, bifurcation,
        });
      }
      return repo.insertTicket(tx, {
        brandId: member.brandId, psid, channel, contactType, priority: body.priority, priorityRank: priorityRank(body.priority),
        groupId, subject: body.subject, description: body.description, sessionId,
        source: body.sessionId ? 'liveChat' : 'console', createdBy: member.userId, bifurcation,
      });
    });
    return this.announce(row);
  }

  /**
   * A ticket left from the widget when no agent is available (the customer's current chat is linked).
   * The form is public: one customer, and one address (a visitor reconnecting as new customers), cannot flood the queue.
   */
  async createFromWidget(
    psid: string, input: WidgetTicketInput, address?: string,
  ): Promise<Ticket> {
    const customer = await repo.findCustomerRow(this.db, psid);
    if (!customer) throw notFound(TICKET_TEXTS.noCustomer);
    if ((await repo.openWidgetTickets(this.db, psid)) >= MAX_OPEN_WIDGET_TICKETS) throw businessRule(TICKET_TEXTS.tooManyOpen);
    return address === undefined ? this.widgetTicket(customer, input) : this.addressCap.within(address, () => this.widgetTicket(customer, input));
  }

  private async widgetTicket(customer: CustomerRow, input: WidgetTicketInput): Promise<Ticket> {
    const { psid } = customer;
    const chat = await repo.latestChatSessionOf(this.db, psid);
    const group = chat?.groupId ? { id: chat.groupId, brandId: await repo.groupBrand(this.db, chat.groupId) } : await repo.firstGroup(this.db);
    if (!group?.brandId) throw businessRule('Tickets are not available right now.');
    const brandId = group.brandId;
    const row = await this.db.transaction(async (tx) => {
      const profile = { ...customer.profile, ...(input.email ? { Email: input.email } : {}) };
      if (input.email || input.name) await repo.updateCustomerRow(tx, psid, { profile, ...(input.name ? { name: input.name } : {}) });
      return repo.insertTicket(tx, {
        brandId, psid, channel: customer.channel as Channel, contactType: 'chat', priority: 'medium', priorityRank: priorityRank('medium'),
        groupId: group.id, subject: input.subject, description: input.description, sessionId: chat?.sessionId ?? null, source: 'widget',
        bifurcation: chat?.bifurcation ?? customer.bifurcation,
      });
    });
    const ticket = await this.announce(row);
    if (input.description) {
      const message = await repo.insertTicketMessage(this.db, { ticketId: row.ticketId, sender: 'customer', text: input.description });
      this.deps.events.userMessage(row.ticketId, ticketLogOf(message));
    }
    return ticket;
  }

  /** Whether a person can take the customer's chat now (live chat's handover rule: no downtime, someone of its group available). */
  async agentsAvailableFor(psid: string): Promise<boolean> {
    const chat = await repo.latestChatSessionOf(this.db, psid);
    return (await this.deps.liveChat.agentsReachable(chat?.groupId ?? null)).available;
  }

  private async announce(row: TicketRow): Promise<Ticket> {
    const ticket = await this.view(row.brandId, row.ticketId);
    this.deps.events.added(row, ticket);
    return ticket;
  }

  async list(member: TicketMember, query: z.output<typeof ticketListQuerySchema>) {
    const groupId = query.group === ALL_GROUPS ? undefined : query.group;
    const [{ rows, totalCount }, groups] = await Promise.all([repo.listTickets(this.db, {
      brandId: member.brandId, userId: member.userId, tab: query.tab, visible: ticketsVisible(member), ...(groupId ? { groupId } : {}),
      ...(query.priority ? { priority: query.priority } : {}),
    }, query.page, TICKETS_PAGE_SIZE), repo.brandGroups(this.db, member.brandId)]);
    return { tickets: rows.map(ticketOf), totalCount, groups };
  }

  /** §7 join's liveTicketsData: the member's live tickets (assigned to them, not resolved), highest priority first. */
  async liveTicketsOf(member: TicketMember): Promise<Ticket[]> {
    const { rows } = await repo.listTickets(this.db, {
      brandId: member.brandId, userId: member.userId, tab: 'myTickets', visible: ticketsVisible(member),
    }, 1, LIVE_TICKETS_SHOWN);
    return rows.map(ticketOf);
  }

  /** The customer's newest tickets, for their profile. */
  async ofCustomer(member: TicketMember, psid: string) {
    const rows = await repo.customerTickets(this.db, member.brandId, psid, CUSTOMER_TICKETS_SHOWN, ticketsVisible(member));
    return { tickets: rows.map(ticketOf) };
  }

  /** The ticket with its chat logs: the source chat's messages, then what was written on the ticket. */
  async room(member: TicketMember, ticketId: string) {
    const view = assertFound(await repo.findTicketView(this.db, member.brandId, ticketId, ticketsVisible(member)));
    return { ticket: ticketOf(view), ticketChatLogs: await ticketChatLogs(this.db, view.ticket), userProfileDetails: await ticketProfile(this.db, view.ticket) };
  }

  async userProfile(member: TicketMember, ticketId: string) {
    const ticket = assertFound(await repo.findTicket(this.db, member.brandId, ticketId, ticketsVisible(member)));
    return { changedUserProfileDetails: { userProfileDetails: await ticketProfile(this.db, ticket), ticketId } };
  }

  /** Takes an in-queue ticket: it becomes the caller's (pending). */
  async assign(member: TicketMember, ticketId: string): Promise<Ticket> {
    const ticket = assertFound(await repo.findTicket(this.db, member.brandId, ticketId, ticketsVisible(member)));
    if (ticket.chatState === 'Resolved') throw businessRule(TICKET_TEXTS.finished);
    if (ticket.chatState === 'Assigned') throw businessRule(ticket.agentId === member.userId ? TICKET_TEXTS.alreadyAssigned : TICKET_TEXTS.alreadyAssigned);
    const row = await this.db.transaction(async (tx) => {
      const updated = await repo.updateTicket(tx, member.brandId, ticketId, { chatState: 'Assigned', status: 'pending', agentId: member.userId }, ['Inqueue'], null);
      if (!updated) throw businessRule(TICKET_TEXTS.alreadyAssigned);
      await repo.insertTicketMessage(tx, { ticketId, sender: 'system', text: `Assigned to ${member.name}` });
      return updated;
    });
    return this.changed(row, ticket.agentId);
  }

  async respond(member: TicketMember, ticketId: string, text: string) {
    const ticket = assertWorksOn(member, await repo.findTicket(this.db, member.brandId, ticketId, ticketsVisible(member)));
    const row = await repo.insertTicketMessage(this.db, { ticketId, sender: 'admin', text, adminId: member.userId, adminName: member.name });
    const message = ticketLogOf(row);
    this.deps.events.response(ticketId, message);
    if (ticket.sessionId && ticket.channel === 'website') {
      await this.deps.liveChat.sendToCustomer({ sessionId: ticket.sessionId, psid: ticket.psid, text, adminId: member.userId, adminName: member.name });
    }
    const updatedTicket = await this.changed(ticket);
    return { message, updatedTicket };
  }

  async resolve(member: TicketMember, body: z.output<typeof resolveTicketBodySchema>): Promise<Ticket> {
    assertWorksOn(member, await repo.findTicket(this.db, member.brandId, body.ticketId, ticketsVisible(member)));
    const row = await this.db.transaction(async (tx) => {
      const updated = await repo.updateTicket(tx, member.brandId, body.ticketId,
        { chatState: 'Resolved', status: body.status, resolvedAt: new Date() }, ['Inqueue', 'Assigned']);
      if (!updated) throw businessRule(TICKET_TEXTS.finished);
      await repo.insertTicketMessage(tx, { ticketId: body.ticketId, sender: 'system', text: body.note ? `${body.status}: ${body.note}` : `Marked ${body.status} by ${member.name}` });
      return updated;
    });
    const ticket = await this.changed(row);
    this.deps.events.removed(row, body.status);
    return ticket;
  }

  /** Agents who may take the ticket: active, ticketsEnabled and /tickets allowed; not the caller nor its agent. */
  async agentsForTransfer(member: TicketMember, ticketId: string) {
    const ticket = assertWorksOn(member, await repo.findTicket(this.db, member.brandId, ticketId, ticketsVisible(member)));
    const agents = await this.ticketAgents(member.brandId);
    return { agentList: agents.filter((agent) => agent.agentId !== member.userId && agent.agentId !== ticket.agentId) };
  }

  private async ticketAgents(brandId: string) {
    const rows = await repo.ticketAgents(this.db, brandId);
    return rows
      .filter((row) => isRouteAllowed(effectivePermissions(row.rolePermissions as RolePermissions, row.overrides as PermissionOverrides, true), '/tickets'))
      .map(({ agentId, name, openTickets }) => ({ agentId, name, openTickets: Number(openTickets) }));
  }

  async transfer(member: TicketMember, ticketId: string, agentId: string): Promise<Ticket> {
    const ticket = assertWorksOn(member, await repo.findTicket(this.db, member.brandId, ticketId, ticketsVisible(member)));
    const target = (await this.ticketAgents(member.brandId)).find((agent) => agent.agentId === agentId);
    if (!target) throw businessRule(TICKET_TEXTS.agentUnavailable);
    if (target.agentId === ticket.agentId) throw businessRule(TICKET_TEXTS.alreadyAssigned);
    const row = await this.db.transaction(async (tx) => {
      const updated = await repo.updateTicket(tx, member.brandId, ticketId, { chatState: 'Assigned', status: 'pending', agentId }, ['Inqueue', 'Assigned'], ticket.agentId);
      if (!updated) throw businessRule(TICKET_TEXTS.finished);
      await repo.insertTicketMessage(tx, { ticketId, sender: 'system', text: `Transferred to ${target.name} by ${member.name}` });
      return updated;
    });
    return this.changed(row, ticket.agentId);
  }

  private async changed(row: TicketRow, previousAgentId?: string | null): Promise<Ticket> {
    const ticket = await this.view(row.brandId, row.ticketId);
    this.deps.events.updated(row, ticket, previousAgentId);
    return ticket;
  }

  async stats(member: TicketMember) {
    const counts = await repo.ticketCounts(this.db, member.brandId, member.userId, ticketsInScope(member));
    return { stats: counts ?? { open: 0, pending: 0, resolved: 0, closed: 0, total: 0, myTickets: 0 } };
  }

  /** Resolved tickets per day over the range (default the last 15 days, §9), every day present. */
  async chart(member: TicketMember, query: z.output<typeof ticketChartQuerySchema>) {
    const { start, end } = dayRange(query.from, query.to, TICKET_CHART_DEFAULT_DAYS - 1);
    const rows = await repo.resolvedPerDay(this.db, member.brandId, start, end, ticketsInScope(member));
    const byDay = new Map(rows.map((row) => [row.date, Number(row.resolved)]));
    const ticketChartData: Array<{ date: string; resolved: number }> = [];
    for (let day = start.getTime(); day < end.getTime(); day += DAY_MS) {
      const date = new Date(day).toISOString().slice(0, 10);
      ticketChartData.push({ date, resolved: byDay.get(date) ?? 0 });
    }
    return { ticketChartData };
  }
}
