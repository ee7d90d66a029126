/**
 * The declarative column definitions of the live stats tables (spec §3). The original product sent
 * sorter and renderer functions as text; we send a sorter kind and a renderer kind that the console
 * maps to its own code, so no server-supplied code is ever evaluated in a browser.
 */
import type { ColumnDef } from '@switchboard/contracts/analytics/agent-monitoring.events';

export const GROUP_COLUMNS: readonly ColumnDef[] = [
  { key: 'name', title: 'Group', sorter: 'string', render: 'text' },
  { key: 'agentsOnline', title: 'Agents online', sorter: 'number', render: 'text' },
  { key: 'chats', title: 'Chats', sorter: 'number', render: 'text' },
  { key: 'inQueue', title: 'In queue', sorter: 'number', render: 'text' },
  { key: 'capacity', title: 'Capacity', sorter: 'number', render: 'text' },
  { key: 'utilisation', title: 'Utilisation', sorter: 'number', render: 'percent' },
];

export const AGENT_COLUMNS: readonly ColumnDef[] = [
  { key: 'name', title: 'Agent', sorter: 'string', render: 'text' },
  { key: 'online', title: 'Status', sorter: 'string', render: 'badge' },
  { key: 'state', title: 'Availability', sorter: 'string', render: 'badge' },
  { key: 'chats', title: 'Chats', sorter: 'number', render: 'text' },
  { key: 'capacity', title: 'Capacity', sorter: 'number', render: 'text' },
  { key: 'longestChatSeconds', title: 'Longest chat', sorter: 'duration', render: 'duration' },
];
