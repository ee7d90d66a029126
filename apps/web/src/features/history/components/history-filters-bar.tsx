/** The history filters (§7 chatLogs/filters): date range (30 days at most), channel, agent, tags, review, blocked, handled by, words. */
import { Alert, Flex } from 'antd';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import type { FiltersData, HandledBy, ReviewFilter } from '@switchboard/contracts/history/history.schemas';
import type { Channel } from '@switchboard/contracts/common/constants';
import { DateRangeField } from '@/components/date-range-field';
import { FilterSelect } from '@/components/filter-select';
import { SearchBox } from '@/components/search-box';
import type { HistoryFilterState } from '@/features/history/model/history-filters';
import { CHANNEL_LABELS } from '@switchboard/contracts/common/constants';

interface Props {
  choices: FiltersData | undefined;
  value: HistoryFilterState;
  onChange: (next: HistoryFilterState) => void;
  error: string | null;
}

const BLOCKED_CHOICES = [{ value: 'yes', label: 'Blocked' }, { value: 'no', label: 'Not blocked' }] as const;
const HANDLED_LABELS: Record<HandledBy, string> = { bot: 'Handled by bot', agent: 'Handled by agent' };

export function HistoryFiltersBar({ choices, value, onChange, error }: Props) {
  const set = (patch: Partial<HistoryFilterState>) => onChange({ ...value, ...patch });
  return (
    <Flex vertical gap={8} role="search" aria-label="Chat history filters">
      <Flex wrap gap={8}>
        {/* The history's days are UTC days (contracts' history schemas), today included. */}
        <DateRangeField label="Date range" start={value.startDate} end={value.endDate} max={new Date().toISOString().slice(0, 10)}
          maxDays={THRESHOLDS.allowedDateRangeDays} onChange={(startDate, endDate) => set({ startDate, endDate })} />
        <SearchBox label="Search in messages" placeholder="Search in messages" defaultValue={value.search}
          onSearch={(search) => set({ search })} style={{ width: 240 }} />
        <FilterSelect<Channel> label="Channel" placeholder="All channels" allowClear style={{ width: 150 }} value={value.channel}
          options={(choices?.channels ?? []).map((channel) => ({ value: channel, label: CHANNEL_LABELS[channel] }))}
          onChange={(channel) => set({ channel })} />
        <FilterSelect<string> label="Agent" placeholder="All agents" allowClear searchable style={{ width: 180 }} value={value.agentId}
          options={(choices?.agents ?? []).map((agent) => ({ value: agent.agentId, label: agent.name }))}
          onChange={(agentId) => set({ agentId })} />
        <FilterSelect<string> label="Tags" multiple placeholder="Any tags" allowClear style={{ minWidth: 160 }} value={value.tags}
          options={(choices?.tags ?? []).map((tag) => ({ value: tag, label: tag }))}
          onChange={(tags) => set({ tags })} />
        {/* Its value is never empty ("All"), so no placeholder says what it filters: a visible prefix does. */}
        <FilterSelect<ReviewFilter> label="Review status" prefix="Review:" style={{ width: 170 }} value={value.reviewStatus}
          options={(choices?.reviewStatuses ?? ['All', 'Passed', 'Failed']).map((status) => ({ value: status, label: status }))}
          onChange={(reviewStatus) => reviewStatus && set({ reviewStatus })} />
        <FilterSelect<'yes' | 'no'> label="Blocked" placeholder="Blocked or not" allowClear style={{ width: 150 }}
          value={value.blocked === undefined ? undefined : value.blocked ? 'yes' : 'no'} options={BLOCKED_CHOICES}
          onChange={(blocked) => set({ blocked: blocked === undefined ? undefined : blocked === 'yes' })} />
        <FilterSelect<HandledBy> label="Handled by" placeholder="Bot or agent" allowClear style={{ width: 160 }} value={value.handledBy}
          options={(choices?.handledBy ?? ['bot', 'agent']).map((handledBy) => ({ value: handledBy, label: HANDLED_LABELS[handledBy] }))}
          onChange={(handledBy) => set({ handledBy })} />
      </Flex>
      {error && <Alert type="error" showIcon title={error} />}
    </Flex>
  );
}
