/**
 * The filter of every /analytics report (§9): a date range of at most 30 days ending today or earlier in the member's
 * time zone, the granularity, and the channel, group and agent selects a report offers, then the zone and the
 * member's bifurcation selection the report counts in. Controlled: pages keep the value in the URL with useReportFilter.
 */
import { Alert, Flex, Segmented, Select, Typography, theme } from 'antd';
import { useState } from 'react';
import {
  dayInZone, GRANULARITIES, reportFilterSchema, type Granularity, type ReportFilter,
} from '@switchboard/contracts/analytics/report-filter';
import { CHANNEL_LABELS, CHANNELS, THRESHOLDS, type Channel } from '@switchboard/contracts/common/constants';
import { DateRangeField } from '@/components/date-range-field';
import { ReportScopeNote } from '@/features/analytics/report-kit/components/report-scope-note';

export interface FilterOption {
  value: string;
  label: string;
}

export const FILTER_TEXTS = {
  region: 'Report filters',
  range: 'Date range',
  granularity: 'Granularity',
  channel: 'Channel',
  allChannels: 'All channels',
  group: 'Group',
  allGroups: 'All groups',
  agent: 'Agent',
  allAgents: 'All agents',
  timeZone: (zone: string) => `Days in ${zone}`,
} as const;

export const GRANULARITY_LABELS: Record<Granularity, string> = { hour: 'Hour', day: 'Day', week: 'Week', month: 'Month' };

export interface ReportFilterBarProps {
  value: ReportFilter;
  onChange: (next: ReportFilter) => void;
  /** The granularities this report offers (all four by default; none for a report without a series). */
  granularities?: readonly Granularity[];
  /** Show the channel select: true for every channel, or the channels to offer. */
  channels?: boolean | readonly Channel[];
  groups?: readonly FilterOption[];
  agents?: readonly FilterOption[];
  /** "Today" for the date range (tests); defaults to now. */
  now?: Date;
}

export function ReportFilterBar({ value, onChange, granularities = GRANULARITIES, channels, groups, agents, now }: ReportFilterBarProps) {
  const { token } = theme.useToken();
  const [error, setError] = useState<string | null>(null);
  const today = dayInZone(now ?? new Date(), value.timeZone);
  const channelChoices = channels === true ? CHANNELS : channels || [];

  const apply = (patch: Partial<ReportFilter>) => {
    const parsed = reportFilterSchema.safeParse({ ...value, ...patch });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the filters');
      return;
    }
    setError(null);
    onChange(parsed.data);
  };
  const optional = <K extends 'channel' | 'groupId' | 'agentId'>(key: K, next: ReportFilter[K] | undefined) => {
    const { [key]: _dropped, ...rest } = value;
    const parsed = reportFilterSchema.safeParse(next === undefined ? rest : { ...rest, [key]: next });
    if (parsed.success) onChange(parsed.data);
  };

  return (
    <Flex vertical gap={8} role="search" aria-label={FILTER_TEXTS.region}>
      <Flex wrap gap={8} align="center">
        <DateRangeField label={FILTER_TEXTS.range} start={value.startDate} end={value.endDate} max={today} maxDays={THRESHOLDS.allowedDateRangeDays}
          onChange={(startDate, endDate) => apply({ startDate, endDate })} style={{ maxWidth: '100%' }} />
        {/* A report without a series over time (model accuracy, a funnel, the query report) offers no granularity. */}
        {granularities.length > 0 && (
          <Segmented<Granularity>
            aria-label={FILTER_TEXTS.granularity}
            name="report-granularity"
            value={value.granularity}
            options={granularities.map((granularity) => ({ value: granularity, label: GRANULARITY_LABELS[granularity] }))}
            onChange={(granularity) => apply({ granularity })}
          />
        )}
        {channelChoices.length > 0 && (
          <Select<Channel> aria-label={FILTER_TEXTS.channel} placeholder={FILTER_TEXTS.allChannels} allowClear style={{ width: 150 }}
            value={value.channel} options={channelChoices.map((channel) => ({ value: channel, label: CHANNEL_LABELS[channel] }))}
            onChange={(channel) => optional('channel', channel)} />
        )}
        {groups && (
          <Select<string> aria-label={FILTER_TEXTS.group} placeholder={FILTER_TEXTS.allGroups} allowClear showSearch optionFilterProp="label"
            style={{ width: 170 }} value={value.groupId} options={[...groups]} onChange={(groupId) => optional('groupId', groupId)} />
        )}
        {agents && (
          <Select<string> aria-label={FILTER_TEXTS.agent} placeholder={FILTER_TEXTS.allAgents} allowClear showSearch optionFilterProp="label"
            style={{ width: 180 }} value={value.agentId} options={[...agents]} onChange={(agentId) => optional('agentId', agentId)} />
        )}
        <Typography.Text style={{ color: token.colorTextSecondary, fontSize: 12 }}>{FILTER_TEXTS.timeZone(value.timeZone)}</Typography.Text>
        <ReportScopeNote />
      </Flex>
      {error && <Alert type="error" showIcon title={error} />}
    </Flex>
  );
}
