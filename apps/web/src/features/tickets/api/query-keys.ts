import type { TicketTab } from '@switchboard/contracts/tickets/tickets.schemas';

export interface TicketListParams { tab: TicketTab; group: string; priority: string | undefined; page: number }

export const ticketKeys = {
  all: ['tickets'] as const,
  lists: ['tickets', 'list'] as const,
  list: (params: TicketListParams) => ['tickets', 'list', params] as const,
  rooms: ['tickets', 'room'] as const,
  room: (ticketId: string) => ['tickets', 'room', ticketId] as const,
  stats: ['tickets', 'stats'] as const,
  chart: (from: string, to: string) => ['tickets', 'chart', from, to] as const,
  agents: (ticketId: string) => ['tickets', 'agents', ticketId] as const,
  groups: ['tickets', 'groups'] as const,
};
