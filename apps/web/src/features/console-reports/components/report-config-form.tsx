/**
 * The report configuration form in a modal: what (dataset, channels), the period each run covers and its
 * granularity, the schedule (§9's options, a time of day and a time zone, with the next runs previewed), recipients
 * and format. Checked with the server's own schema before it is sent; the first problem of a field is shown under it.
 */
import { Form, Input, Modal, Select, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { CHANNEL_LABELS, CHANNELS, GRANULARITIES, type Channel } from '@switchboard/contracts/common/constants';
import { upcomingRuns } from '@switchboard/contracts/console/reports-schedule';
import {
  isAnalyticsDataset, REPORT_DATASET_LABELS, REPORT_DATASETS, REPORT_PERIOD_LABELS, REPORT_PERIODS, reportConfigBodySchema, reportScheduleSchema, SCHEDULE_FREQUENCIES,
  SCHEDULE_LABELS, WEEKDAY_NAMES, type ReportConfig, type ReportConfigInput,
} from '@switchboard/contracts/console/reports.schemas';
import { useSaveReportConfig } from '@/features/console-reports/api/report-configs';
import { useReportOptions } from '@/features/console-reports/api/report-options';
import { formatDateTime } from '@/lib/dates/format-date';

interface FormValues {
  name: string; dataset: ReportConfigInput['dataset']; format: 'xlsx' | 'csv'; period: ReportConfigInput['period']; granularity: string;
  frequency: string; time: string; timeZone: string; dayOfWeek: number; dayOfMonth: number; channels: Channel[]; groupIds: string[]; agentIds: string[];
  memberIds: string[]; emails: string[]; enabled: boolean;
}

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const zones = (): string[] => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [localZone()]);
const options = <T extends string>(values: readonly T[], labels?: Record<T, string>) => values.map((value) => ({ value, label: labels?.[value] ?? value }));

function initialValues(config: ReportConfig | undefined): FormValues {
  return {
    name: config?.name ?? '', dataset: config?.dataset ?? 'agentMonitoring', format: config?.format ?? 'xlsx', period: config?.period ?? 'previousDay',
    granularity: config?.granularity ?? 'day', frequency: config?.schedule.frequency ?? 'daily', time: config?.schedule.time ?? '09:00',
    timeZone: config?.schedule.timeZone ?? localZone(), dayOfWeek: config?.schedule.dayOfWeek ?? 1, dayOfMonth: config?.schedule.dayOfMonth ?? 1,
    channels: config?.filters.channels ?? [], groupIds: config?.filters.groupIds ?? [], agentIds: config?.filters.agentIds ?? [],
    memberIds: config?.recipients.memberIds ?? [], emails: config?.recipients.emails ?? [], enabled: config?.enabled ?? true,
  };
}

const bodyOf = (v: FormValues): ReportConfigInput => ({
  name: v.name, dataset: v.dataset, format: v.format, period: v.period, granularity: v.granularity as ReportConfigInput['granularity'],
  schedule: { frequency: v.frequency as ReportConfigInput['schedule']['frequency'], time: v.time, timeZone: v.timeZone, dayOfWeek: v.dayOfWeek, dayOfMonth: v.dayOfMonth },
  filters: { groupIds: v.groupIds, agentIds: v.agentIds, channels: v.channels },
  recipients: { memberIds: v.memberIds, emails: v.emails },
  enabled: v.enabled,
});

/** Form fields by the schema's issue path. */
const FIELD_OF: Record<string, keyof FormValues> = {
  name: 'name', 'schedule.time': 'time', 'schedule.timeZone': 'timeZone', 'recipients.emails': 'emails', 'recipients.memberIds': 'memberIds',
  'filters.groupIds': 'groupIds', 'filters.agentIds': 'agentIds', 'filters.channels': 'channels', period: 'period',
};

function NextRuns({ values }: { values: FormValues }) {
  // The preview counts from when the form opened (a render must not read the clock).
  const [openedAt] = useState(() => Date.now());
  const runs = useMemo(() => {
    const schedule = reportScheduleSchema.safeParse({ frequency: values.frequency, time: values.time, timeZone: values.timeZone, dayOfWeek: values.dayOfWeek, dayOfMonth: values.dayOfMonth });
    return schedule.success ? upcomingRuns(schedule.data, openedAt, 3) : [];
  }, [openedAt, values.frequency, values.time, values.timeZone, values.dayOfWeek, values.dayOfMonth]);
  if (!runs.length) return null;
  return <Typography.Text type="secondary">Next runs (your time): {runs.map((at) => formatDateTime(at)).join(' · ')}</Typography.Text>;
}

export function ReportConfigForm({ open, config, onClose }: { open: boolean; config: ReportConfig | undefined; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const save = useSaveReportConfig();
  const choices = useReportOptions();
  const values = Form.useWatch([], form) ?? initialValues(config);
  // Analytics filters take one group, agent and channel, and whole days (the shared schema says so on save).
  const oneEach = isAnalyticsDataset(values.dataset) ? 1 : undefined;
  const periods = oneEach ? REPORT_PERIODS.filter((period) => period !== 'previousHour') : REPORT_PERIODS;

  const submit = async () => {
    const current = { ...initialValues(config), ...form.getFieldsValue(true) } as FormValues;
    const parsed = reportConfigBodySchema.safeParse(bodyOf(current));
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((issue) => ({ name: FIELD_OF[issue.path.slice(0, 2).join('.')] ?? FIELD_OF[String(issue.path[0])] ?? 'name', errors: [issue.message] })));
      return;
    }
    await save.mutateAsync({ ...(config ? { id: config.id } : {}), body: parsed.data });
    onClose();
  };

  return (
    <Modal open={open} title={config ? `Edit ${config.name}` : 'New report'} okText="Save" onOk={() => void submit().catch(() => undefined)} onCancel={onClose}
      confirmLoading={save.isPending} destroyOnHidden width={640}>
      <Form<FormValues> form={form} layout="vertical" initialValues={initialValues(config)} preserve={false}>
        <Form.Item name="name" label="Name" htmlFor="report-name"><Input id="report-name" maxLength={120} /></Form.Item>
        <Form.Item name="dataset" label="What to report" htmlFor="report-dataset"><Select id="report-dataset" options={options(REPORT_DATASETS, REPORT_DATASET_LABELS)} /></Form.Item>
        <Form.Item name="channels" label="Channels (none: every channel)" htmlFor="report-channels">
          <Select id="report-channels" mode="multiple" allowClear maxCount={oneEach} options={options(CHANNELS, CHANNEL_LABELS)} />
        </Form.Item>
        <Form.Item name="groupIds" label="Groups (none: every group)" htmlFor="report-groups">
          <Select id="report-groups" mode="multiple" allowClear maxCount={oneEach} optionFilterProp="label" options={choices.groups} />
        </Form.Item>
        <Form.Item name="agentIds" label="Agents (none: every agent)" htmlFor="report-agents">
          <Select id="report-agents" mode="multiple" allowClear maxCount={oneEach} optionFilterProp="label" options={choices.members} />
        </Form.Item>
        <Form.Item name="period" label="Each run covers" htmlFor="report-period"><Select id="report-period" options={options(periods, REPORT_PERIOD_LABELS)} /></Form.Item>
        <Form.Item name="granularity" label="Granularity (Total Chats Report)" htmlFor="report-granularity"><Select id="report-granularity" options={options(GRANULARITIES)} /></Form.Item>
        <Form.Item name="frequency" label="Schedule" htmlFor="report-frequency"><Select id="report-frequency" options={options(SCHEDULE_FREQUENCIES, SCHEDULE_LABELS)} /></Form.Item>
        {values.frequency === 'weekly' && (
          <Form.Item name="dayOfWeek" label="Day of the week" htmlFor="report-weekday">
            <Select id="report-weekday" options={WEEKDAY_NAMES.map((label, value) => ({ value, label }))} />
          </Form.Item>
        )}
        {values.frequency === 'monthly' && (
          <Form.Item name="dayOfMonth" label="Day of the month (past a short month's end: its last day)" htmlFor="report-monthday">
            <Select id="report-monthday" options={Array.from({ length: 31 }, (_, index) => ({ value: index + 1, label: String(index + 1) }))} />
          </Form.Item>
        )}
        <Form.Item name="time" label={values.frequency === 'hourly' ? 'Minute past the hour (HH:mm)' : 'Time of day'} htmlFor="report-time">
          <Input id="report-time" type="time" />
        </Form.Item>
        <Form.Item name="timeZone" label="Time zone" htmlFor="report-zone"><Select id="report-zone" showSearch options={options(zones())} /></Form.Item>
        <NextRuns values={values} />
        <Form.Item name="memberIds" label="Recipients (members)" htmlFor="report-members" style={{ marginTop: 16 }}>
          <Select id="report-members" mode="multiple" allowClear optionFilterProp="label" options={choices.members} />
        </Form.Item>
        <Form.Item name="emails" label="Recipients (other e-mail addresses)" htmlFor="report-emails">
          <Select id="report-emails" mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
        </Form.Item>
        <Form.Item name="format" label="Format" htmlFor="report-format">
          <Select id="report-format" options={[{ value: 'xlsx', label: 'Excel (XLSX, a sheet per worksheet)' }, { value: 'csv', label: 'CSV' }]} />
        </Form.Item>
        <Form.Item name="enabled" label="Schedule on" valuePropName="checked" htmlFor="report-enabled"><Switch id="report-enabled" /></Form.Item>
      </Form>
    </Modal>
  );
}
