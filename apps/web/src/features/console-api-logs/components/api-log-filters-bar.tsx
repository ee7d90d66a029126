/** The API logs filters: time range, direction, status class, path, member, slower than X ms, and the id search. */
import { Button, ConfigProvider, DatePicker, Flex, Input, InputNumber, Select, theme } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { STATUS_CLASSES, type ApiLogDirection, type StatusClass } from '@switchboard/contracts/console/api-logs.schemas';
import { useApiLogMembersQuery } from '@/features/console-api-logs/api/api-logs';
import { EMPTY_FILTERS, isFiltered, type ApiLogFilterState } from '@/features/console-api-logs/model/api-log-filters';

interface Props {
  value: ApiLogFilterState;
  onChange: (next: ApiLogFilterState) => void;
}

const STATUS_LABELS: Record<StatusClass, string> = { '2xx': '2xx success', '3xx': '3xx redirect', '4xx': '4xx refused', '5xx': '5xx server error', failed: 'No answer' };
const DIRECTIONS: { value: ApiLogDirection; label: string }[] = [{ value: 'inbound', label: 'Calls to the API' }, { value: 'outbound', label: 'Outbound calls' }];

export function ApiLogFiltersBar({ value, onChange }: Props) {
  const { token } = theme.useToken();
  const members = useApiLogMembersQuery();
  const set = (patch: Partial<ApiLogFilterState>) => onChange({ ...value, ...patch });
  // The two search boxes keep their own text until searched; clearing the filters starts them afresh.
  const [generation, setGeneration] = useState(0);
  // Placeholders say what an empty filter means, so they need full text contrast (WCAG AA), as in the other filter bars.
  return (
    <ConfigProvider theme={{ token: { colorTextPlaceholder: token.colorTextSecondary } }}>
      <Flex wrap gap={8} role="search" aria-label="API log filters">
        <Input.Search
          key={`search-${generation}`} aria-label="Request or conversation id" placeholder="Request or conversation id" allowClear enterButton="Find"
          defaultValue={value.search} onSearch={(search) => set({ search })} style={{ width: 320, maxWidth: '100%' }}
        />
        <DatePicker.RangePicker
          showTime aria-label="Time range" allowEmpty={[true, true]} maxDate={dayjs().endOf('day')}
          placeholder={['From any time', 'To now']}
          value={[value.from ? dayjs(value.from) : null, value.to ? dayjs(value.to) : null]}
          onChange={(dates) => set({ from: dates?.[0]?.toISOString() ?? null, to: dates?.[1]?.toISOString() ?? null })}
        />
        <Select<ApiLogDirection> aria-label="Direction" placeholder="All calls" allowClear style={{ width: 170 }} value={value.direction}
          options={DIRECTIONS} onChange={(direction) => set({ direction })} />
        <Select<StatusClass> aria-label="Status" placeholder="Any status" allowClear style={{ width: 160 }} value={value.statusClass}
          options={STATUS_CLASSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))} onChange={(statusClass) => set({ statusClass })} />
        <Input.Search key={`path-${generation}`} aria-label="Path contains" placeholder="Path or URL contains" allowClear defaultValue={value.path}
          onSearch={(path) => set({ path })} style={{ width: 220 }} />
        <Select<string> aria-label="Member" placeholder="Any member" allowClear showSearch optionFilterProp="label" style={{ width: 180 }}
          value={value.memberId} loading={members.isPending}
          options={(members.data ?? []).map((member) => ({ value: member.id, label: member.name }))} onChange={(memberId) => set({ memberId })} />
        <InputNumber<number> aria-label="Slower than (ms)" placeholder="Slower than (ms)" min={0} step={100} style={{ width: 160 }}
          value={value.minDurationMs} onChange={(minDurationMs) => set({ minDurationMs })} />
        {isFiltered(value) && <Button onClick={() => {
          setGeneration((n) => n + 1);
          onChange(EMPTY_FILTERS);
        }}>Clear filters</Button>}
      </Flex>
    </ConfigProvider>
  );
}
