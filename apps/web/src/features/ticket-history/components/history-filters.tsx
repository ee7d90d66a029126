import { DatePicker, Flex, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { TicketHistoryFilters } from '@switchboard/contracts/tickets/ticket-history.schemas';
import { rangeTooLong, type HistoryFilterState } from '@/features/ticket-history/model/history-filter';

interface HistoryFiltersProps {
  options: TicketHistoryFilters | undefined;
  value: HistoryFilterState;
  onChange: (next: HistoryFilterState) => void;
}

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Date range (at most 30 days), status, priority, agent, group and a search in the tickets' words. */
export function HistoryFilters({ options, value, onChange }: HistoryFiltersProps) {
  const [search, setSearch] = useState(value.search ?? '');
  const [rangeError, setRangeError] = useState<string | null>(null);
  const set = (patch: Partial<HistoryFilterState>) => onChange({ ...value, ...patch });
  const all = (text: string) => ({ value: '', label: text });
  return (
    <Flex gap={8} wrap align="flex-start" role="search" aria-label="Ticket history filters">
      <Flex vertical>
        <DatePicker.RangePicker aria-label="Date range" value={value.range} allowClear={false}
          status={rangeError ? 'error' : undefined}
          onChange={(range) => {
            if (!range?.[0] || !range[1]) return;
            const next: [Dayjs, Dayjs] = [range[0], range[1]];
            if (rangeTooLong(next)) return setRangeError('Pick at most 30 days');
            setRangeError(null);
            set({ range: next });
          }} />
        {rangeError && <span role="alert" style={{ color: 'var(--ant-color-error)', fontSize: 12 }}>{rangeError}</span>}
      </Flex>
      <Select aria-label="Status" style={{ minWidth: 130 }} value={value.status ?? ''} onChange={(status: string) => set({ status })}
        options={[all('All statuses'), ...(options?.statuses ?? []).map((item) => ({ value: item, label: label(item) }))]} />
      <Select aria-label="Priority" style={{ minWidth: 130 }} value={value.priority ?? ''} onChange={(priority: string) => set({ priority })}
        options={[all('All priorities'), ...(options?.priorities ?? []).map((item) => ({ value: item, label: label(item) }))]} />
      <Select aria-label="Agent" style={{ minWidth: 150 }} value={value.agentId ?? ''} onChange={(agentId: string) => set({ agentId })}
        showSearch optionFilterProp="label"
        options={[all('All agents'), ...(options?.agents ?? []).map((item) => ({ value: item.agentId, label: item.name }))]} />
      <Select aria-label="Group" style={{ minWidth: 140 }} value={value.group ?? ''} onChange={(group: string) => set({ group })}
        options={[all('All Groups'), ...(options?.groups ?? []).map((item) => ({ value: item.groupId, label: item.name }))]} />
      <Input.Search aria-label="Search tickets" placeholder="Search words" allowClear style={{ width: 220 }} maxLength={200}
        value={search} onChange={(event) => setSearch(event.target.value)} onSearch={(text) => set({ search: text })} />
    </Flex>
  );
}
