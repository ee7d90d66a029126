/** The history filters (§7 chatLogs/filters): date range (30 days at most), channel, agent, tags, review, blocked, handled by, words. */
import { Alert, ConfigProvider, Flex, Input, Select, theme } from 'antd';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import type { FiltersData, HandledBy, ReviewFilter } from '@switchboard/contracts/history/history.schemas';
import type { Channel } from '@switchboard/contracts/common/constants';
import { DateRangeField } from '@/components/date-range-field';
import type { HistoryFilterState } from '@/features/history/model/history-filters';
import { CHANNEL_LABELS } from '@switchboard/contracts/common/constants';

interface Props {
  choices: FiltersData | undefined;
  value: HistoryFilterState;
  onChange: (next: HistoryFilterState) => void;
  error: string | null;
}

const BLOCKED_CHOICES = [{ value: 'yes', label: 'Blocked' }, { value: 'no', label: 'Not blocked' }];
const HANDLED_LABELS: Record<HandledBy, string> = { bot: 'Handled by bot', agent: 'Handled by agent' };

export function HistoryFiltersBar({ choices, value, onChange, error }: Props) {
  const { token } = theme.useToken();
  const set = (patch: Partial<HistoryFilterState>) => onChange({ ...value, ...patch });
  // The placeholders ("All channels", …) say what an empty filter means, so they need full text contrast (WCAG AA).
  return (
    <ConfigProvider theme={{ token: { colorTextPlaceholder: token.colorTextSecondary } }}>
    <Flex vertical gap={8} role="search" aria-label="Chat history filters">
      <Flex wrap gap={8}>
        {/* The history's days are UTC days (contracts' history schemas), today included. */}
        <DateRangeField label="Date range" start={value.startDate} end={value.endDate} max={new Date().toISOString().slice(0, 10)}
          maxDays={THRESHOLDS.allowedDateRangeDays} onChange={(startDate, endDate) => set({ startDate, endDate })} />
        <Input.Search
          aria-label="Search in messages"
          placeholder="Search in messages"
          allowClear
          defaultValue={value.search}
          onSearch={(search) => set({ search })}
          style={{ width: 240 }}
        />
        <Select<Channel> aria-label="Channel" placeholder="All channels" allowClear style={{ width: 150 }} value={value.channel}
          options={(choices?.channels ?? []).map((channel) => ({ value: channel, label: CHANNEL_LABELS[channel] }))}
          onChange={(channel) => set({ channel })} />
        <Select<string> aria-label="Agent" placeholder="All agents" allowClear showSearch optionFilterProp="label" style={{ width: 180 }} value={value.agentId}
          options={(choices?.agents ?? []).map((agent) => ({ value: agent.agentId, label: agent.name }))}
          onChange={(agentId) => set({ agentId })} />
        <Select<string[]> aria-label="Tags" mode="multiple" placeholder="Any tags" allowClear style={{ minWidth: 160 }} value={value.tags}
          options={(choices?.tags ?? []).map((tag) => ({ value: tag, label: tag }))}
          onChange={(tags) => set({ tags })} />
        {/* Its value is never empty ("All"), so no placeholder says what it filters: a visible prefix does. */}
        <Select<ReviewFilter> aria-label="Review status" prefix={<span style={{ color: token.colorTextSecondary }}>Review:</span>}
          style={{ width: 170 }} value={value.reviewStatus}
          options={(choices?.reviewStatuses ?? ['All', 'Passed', 'Failed']).map((status) => ({ value: status, label: status }))}
          onChange={(reviewStatus) => set({ reviewStatus })} />
        <Select<string> aria-label="Blocked" placeholder="Blocked or not" allowClear style={{ width: 150 }}
          value={value.blocked === undefined ? undefined : value.blocked ? 'yes' : 'no'} options={BLOCKED_CHOICES}
          onChange={(blocked) => set({ blocked: blocked === undefined ? undefined : blocked === 'yes' })} />
        <Select<HandledBy> aria-label="Handled by" placeholder="Bot or agent" allowClear style={{ width: 160 }} value={value.handledBy}
          options={(choices?.handledBy ?? ['bot', 'agent']).map((handledBy) => ({ value: handledBy, label: HANDLED_LABELS[handledBy] }))}
          onChange={(handledBy) => set({ handledBy })} />
      </Flex>
      {error && <Alert type="error" showIcon title={error} />}
    </Flex>
    </ConfigProvider>
  );
}
