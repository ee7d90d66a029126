import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AgentRow, ColumnDef } from '@switchboard/contracts/analytics/agent-monitoring.events';
import { LiveStatsTable } from '@/features/analytics/components/live-stats-table';
import { cellText, compareCells, formatDuration, tableColumns } from '@/features/analytics/model/live-columns';


const COLUMNS: ColumnDef[] = [
  { key: 'name', title: 'Agent', sorter: 'string', render: 'text' },
  { key: 'online', title: 'Status', sorter: 'string', render: 'badge' },
  { key: 'chats', title: 'Chats', sorter: 'number', render: 'text' },
  { key: 'longestChatSeconds', title: 'Longest chat', sorter: 'duration', render: 'duration' },
];
const agent = (name: string, chats: number, longest: number | null, online = true): AgentRow =>
  ({ agentId: name, name, state: 'accept chats', online, chats, capacity: 3, longestChatSeconds: longest });
const ROWS = [agent('Bob', 2, 300), agent('alice', 0, null, false), agent('Cara', 1, 45)];

describe('declarative live-stats columns: rendering', () => {
  it('renders each renderer kind without evaluating anything from the server', () => {
    expect(cellText('text', 7)).toBe('7');
    expect(cellText('text', null)).toBe('—');
    expect(cellText('percent', 0.666)).toBe('67%');
    expect(cellText('duration', 245)).toBe('4m 05s');
    expect(cellText('badge', true)).toBe('Online');
    expect(cellText('badge', "don't accept chats")).toBe('Not accepting');
    expect([formatDuration(45), formatDuration(3725)]).toEqual(['45s', '1h 02m']);
  });

  it('maps every definition to a sortable antd column keyed by the definition', () => {
    const columns = tableColumns<AgentRow>(COLUMNS);
    expect(columns.map((column) => [column.key, column.title])).toEqual(COLUMNS.map((def) => [def.key, def.title]));
    expect(columns.every((column) => typeof column.sorter === 'function')).toBe(true);
  });
});

describe('declarative live-stats columns: sorting', () => {
  it('sorts numbers and durations numerically with empty cells last, strings case-insensitively', () => {
    const byChats = [...ROWS].sort((a, b) => compareCells('number', a.chats, b.chats)).map((r) => r.name);
    expect(byChats).toEqual(['alice', 'Cara', 'Bob']);
    const byLongest = [...ROWS].sort((a, b) => compareCells('duration', a.longestChatSeconds, b.longestChatSeconds)).map((r) => r.name);
    expect(byLongest).toEqual(['Cara', 'Bob', 'alice']);
    const byName = [...ROWS].sort((a, b) => compareCells('string', a.name, b.name)).map((r) => r.name);
    expect(byName).toEqual(['alice', 'Bob', 'Cara']);
    expect(compareCells('string', false, true)).toBeLessThan(0); // badges sort by their label: Offline, Online
  });
});

describe('LiveStatsTable', () => {
  let root: Root;
  let container: HTMLElement;
  beforeEach(() => {
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  const names = () => [...container.querySelectorAll('tbody tr[data-row-key] td:first-child')].map((cell) => cell.textContent);

  it('shows the server columns, rendered cells, and sorts when a header is clicked', () => {
    act(() => root.render(
      <LiveStatsTable<AgentRow> title="Agents" columns={COLUMNS} rows={ROWS} rowKey="agentId" updatedAt={Date.now()} everyMs={10_000} empty="none" />,
    ));
    const headers = [...container.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Agent', 'Status', 'Chats', 'Longest chat']);
    expect(container.textContent).toContain('5m 00s');
    expect(container.textContent).toContain('Offline');
    expect(container.textContent).toContain('refreshes every 10 s');
    expect(names()).toEqual(['Bob', 'alice', 'Cara']);
    const chatsHeader = [...container.querySelectorAll('thead th')].find((th) => th.textContent === 'Chats');
    act(() => chatsHeader?.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(names()).toEqual(['alice', 'Cara', 'Bob']);
  });
});
