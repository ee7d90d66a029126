/**
 * /whatsapp_template/sender: an approved template, the recipients (a sheet uploaded once by §7 whatsappInputFileUpload,
 * or a saved customer segment, whose columns are the customer's number, name and e-mail), their columns mapped to the number and the template's variables, the per-row check, the schedule (now, or later in a
 * chosen time zone), the time and cost estimate, and a confirmation before anything is sent.
 */
import { Button, Card, Flex, Modal, Segmented, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { UploadReport } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { SENDER_TEXTS, templateParameters, type StagedSheet } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';
import { SEGMENT_COLUMNS, type Segment } from '@switchboard/contracts/whatsapp/whatsapp.segments';
import { TEMPLATE_TEXTS, templateLanguageLabel, type Template } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { ResultScreen } from '@/components/result-screen';
import { useBroadcastSettings, useCreateBroadcast } from '@/features/whatsapp/api/broadcasts';
import { uploadRecipientsSheet } from '@/features/whatsapp/api/sheet-upload';
import { useTemplates } from '@/features/whatsapp/api/templates';
import { ColumnMapping, type MappingErrors } from '@/features/whatsapp/components/sender/column-mapping';
import { EstimateCard, estimateText } from '@/features/whatsapp/components/sender/estimate-card';
import { SegmentPicker } from '@/features/whatsapp/components/sender/segment-picker';
import { RowReportView } from '@/features/whatsapp/components/sender/row-report';
import { ScheduleFields, type Schedule } from '@/features/whatsapp/components/sender/schedule-fields';
import { sheetProblem, SheetUploadField } from '@/features/whatsapp/components/sender/sheet-upload-field';
import { TemplatePicker } from '@/features/whatsapp/components/sender/template-picker';
import { browserZone, guessPhoneColumn, inZone, zonedInstant } from '@/features/whatsapp/model/schedule';
import { toast } from '@/lib/feedback/feedback';
import { isHttpError } from '@/lib/http/http-error';

const HISTORY = '/whatsapp_template/broadcast_history';
const is412 = (error: unknown) => isHttpError(error) && error.status === 412;
type Source = 'sheet' | 'segment';
const SOURCES: Array<{ value: Source; label: string }> = [{ value: 'sheet', label: 'Upload a sheet' }, { value: 'segment', label: 'Customer segment' }];

export default function SenderPage() {
  const navigate = useNavigate();
  const templates = useTemplates({ search: '', page: 1, pageSize: 100, status: 'APPROVED' });
  const settings = useBroadcastSettings();
  const check = useCreateBroadcast();
  const send = useCreateBroadcast();
  const [template, setTemplate] = useState<Template>();
  const [sheet, setSheet] = useState<StagedSheet | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploadRefused, setUploadRefused] = useState(false);
  const [source, setSource] = useState<Source>('sheet');
  const [segment, setSegment] = useState<Segment | null>(null);
  const [segmentError, setSegmentError] = useState<string | null>(null);
  const [phoneColumn, setPhoneColumn] = useState<string>();
  const [mapped, setMapped] = useState<Array<string | undefined>>([]);
  const [errors, setErrors] = useState<MappingErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<UploadReport | null>(null);
  const [schedule, setSchedule] = useState<Schedule>({ name: '', when: 'now', wallTime: '', zone: browserZone() });
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [named, setNamed] = useState(false);
  const parameters = useMemo(() => (template ? templateParameters(template.components).parameters : []), [template]);

  /** Anything that changes what would be sent makes the last check stale. */
  const stale = () => {
    setReport(null);
    setErrors({});
    setProblem(null);
  };
  const chooseTemplate = (next: Template | undefined) => {
    setTemplate(next);
    setMapped([]);
    stale();
    // Named after the template until someone types a name.
    if (next && !named) setSchedule((s) => ({ ...s, name: `${next.name} ${dayjs().format('D MMM YYYY')}` }));
  };
  const upload = (file: File) => {
    const refusal = sheetProblem(file);
    setUploadError(refusal);
    if (refusal) return;
    stale();
    uploadRecipientsSheet(file).then((staged) => {
      setSheet(staged);
      setPhoneColumn(guessPhoneColumn(staged.columns));
      setMapped([]);
    }, (error: unknown) => (is412(error) ? setUploadRefused(true) : setUploadError((error as Error).message)));
  };
  /** A refusal goes to its field, a gone sheet back to the upload, anything else above the button. */
  const refused = (error: unknown) => {
    const field = isHttpError(error) ? error.body?.field : undefined;
    const message = (error as Error).message;
    if (field === 'phoneColumn' || field === 'columns') setErrors({ [field]: message });
    else if (field === 'sheetId') {
      setSheet(null);
      setUploadError(message);
    } else if (field === 'segmentId') {
      setSegment(null);
      setSegmentError(message);
    } else if (field === 'scheduledAt') setScheduleError(message);
    else setProblem(message);
  };

  const request = (validateOnly: boolean) => ({
    ...(source === 'sheet' ? { sheetId: sheet!.id } : { segmentId: segment!.id }), name: schedule.name.trim() || template!.name, template: { name: template!.name, language: template!.language },
    phoneColumn: phoneColumn!, columns: mapped.map((column) => column ?? ''), timeZone: schedule.zone, validateOnly,
    ...(!validateOnly && schedule.when === 'later' ? { scheduledAt: zonedInstant(schedule.wallTime, schedule.zone) } : {}),
  });
  const runCheck = () => {
    stale();
    check.mutateAsync(request(true)).then((result) => setReport(result.report), refused);
  };
  const askToSend = () => {
    const missing = schedule.when === 'later' && (!schedule.wallTime ? 'Choose the date and time.' : dayjs(zonedInstant(schedule.wallTime, schedule.zone)).isBefore(dayjs()) ? SENDER_TEXTS.startPassed : null);
    setScheduleError(missing || null);
    if (!missing) setConfirming(true);
  };
  const confirmSend = () => {
    send.mutateAsync(request(false)).then(() => {
      toast.success(SENDER_TEXTS.created(schedule.when === 'later'));
      void navigate(HISTORY);
    }, (error: unknown) => {
      setConfirming(false);
      refused(error);
    });
  };

  if (is412(templates.error) || is412(settings.error) || uploadRefused) {
    return (
      <Flex vertical gap={16}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Sender</Typography.Title>
        <ResultScreen status="info" title={TEMPLATE_TEXTS.notConnected} subTitle={TEMPLATE_TEXTS.connectHow} />
      </Flex>
    );
  }

  // A segment reads as a sheet whose columns are SEGMENT_COLUMNS (the number's column is known).
  const columns = source === 'sheet' ? sheet?.columns : segment ? [...SEGMENT_COLUMNS] : undefined;
  const chooseSource = (next: Source) => {
    setSource(next);
    setPhoneColumn(next === 'segment' ? SEGMENT_COLUMNS[0] : sheet ? guessPhoneColumn(sheet.columns) : undefined);
    setMapped([]);
    stale();
  };
  const ready = Boolean(report && report.accepted > 0 && settings.data && template);
  const summary = template && report && settings.data ? estimateText(report.accepted, settings.data, template.category) : null;
  const start = schedule.when === 'later' && schedule.wallTime ? inZone(zonedInstant(schedule.wallTime, schedule.zone), schedule.zone) : 'now';
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Sender</Typography.Title>
      <Card size="small" title="1. Template">
        <TemplatePicker templates={templates.data?.items} loading={templates.isFetching} failed={templates.isError} onRetry={() => void templates.refetch()}
          value={template} onChange={chooseTemplate} />
      </Card>
      <Card size="small" title="2. Recipients">
        <Flex vertical gap={12}>
          <Segmented<Source> aria-label="Recipients from" value={source} options={SOURCES} onChange={chooseSource} />
          {source === 'sheet'
            ? <SheetUploadField sheet={sheet} error={uploadError} onFile={upload} />
            : <SegmentPicker value={segment} error={segmentError} onChange={(next) => { setSegment(next); setSegmentError(null); stale(); }} />}
        </Flex>
      </Card>
      {template && columns && (
        <Card size="small" title="3. Columns">
          <ColumnMapping columns={columns} parameters={parameters} phoneColumn={phoneColumn} mapped={mapped} errors={errors} checking={check.isPending}
            onPhoneColumn={(column) => { setPhoneColumn(column); stale(); }}
            onMapped={(index, column) => { setMapped((current) => parameters.map((_, i) => (i === index ? column : current[i]))); stale(); }}
            onCheck={runCheck} />
          {problem && !report && <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 12, marginBottom: 0 }}>{problem}</Typography.Paragraph>}
        </Card>
      )}
      {report && template && (
        <>
          <Card size="small" title="4. Row check"><RowReportView report={report} /></Card>
          <Card size="small" title="5. Schedule">
            <ScheduleFields value={schedule} error={scheduleError} onChange={(patch) => {
              setSchedule((s) => ({ ...s, ...patch }));
              setScheduleError(null);
              if (patch.name !== undefined) setNamed(true);
            }} />
          </Card>
          <Card size="small" title="6. Estimate">
            <EstimateCard recipients={report.accepted} settings={settings.data} failed={settings.isError} category={template.category} />
          </Card>
          <Flex gap={8} wrap>
            <Button type="primary" disabled={!ready} onClick={askToSend}>{schedule.when === 'later' ? 'Schedule broadcast' : 'Send broadcast'}</Button>
            <Button onClick={() => void navigate(HISTORY)}>Broadcast History</Button>
          </Flex>
          {/* A refusal of the send itself (the template paused meanwhile…) shows by its button. */}
          {problem && <Typography.Paragraph type="danger" role="alert" style={{ margin: 0 }}>{problem}</Typography.Paragraph>}
        </>
      )}
      <Modal open={confirming} title={schedule.when === 'later' ? 'Schedule this broadcast?' : 'Send this broadcast now?'} destroyOnHidden
        okText={schedule.when === 'later' ? 'Schedule' : 'Send'} confirmLoading={send.isPending} onOk={confirmSend} onCancel={() => setConfirming(false)}>
        {template && report && (
          <Flex vertical gap={4}>
            <Typography.Text>{`“${template.name}” (${templateLanguageLabel(template.language)}) to ${report.accepted.toLocaleString('en-IN')} recipients, starting ${start}.`}</Typography.Text>
            {report.rejectedTotal > 0 && <Typography.Text type="secondary">{`${report.rejectedTotal.toLocaleString('en-IN')} ${source === 'sheet' ? 'rows of the sheet' : 'customers of the segment'} will not be sent.`}</Typography.Text>}
            {summary && <Typography.Text>Time: {summary.time}.</Typography.Text>}
            {summary && <Typography.Text>{summary.cost ? `Cost: ${summary.cost}.` : summary.estimate.priceMissing}</Typography.Text>}
          </Flex>
        )}
      </Modal>
    </Flex>
  );
}
