import { Checkbox, Form, Input, Modal, Radio, Select, type FormInstance } from 'antd';
import { downtimeInputSchema, type DowntimeWindow } from '@switchboard/contracts/settings/settings.schemas';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** IANA zones the browser knows (Intl), with the browser's own first. */
function timeZoneOptions(): { value: string; label: string }[] {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [own, 'UTC'];
  return [...new Set([own, 'UTC', ...supported])].map((zone) => ({ value: zone, label: zone }));
}

/** Each field checked with the shared schema over the whole form (the kinds have different fields). */
const schemaField = (path: string) => ({ getFieldsValue }: { getFieldsValue: () => unknown }) => ({
  validator: async () => {
    const result = downtimeInputSchema.safeParse(getFieldsValue());
    const issue = result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === path);
    if (issue) throw new Error(issue.message);
  },
});

interface Props {
  form: FormInstance;
  editing: DowntimeWindow | null;
  saving: boolean;
  onSubmit: (body: Record<string, unknown>) => void;
  onClose: () => void;
}

export function DowntimeForm({ form, editing, saving, onSubmit, onClose }: Props) {
  const kind = Form.useWatch('kind', form) as DowntimeWindow['kind'] | undefined;
  const initial = editing ?? { kind: 'weekly', name: '', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, message: '', weekdays: [1, 2, 3, 4, 5], startTime: '18:00', endTime: '09:00' };
  return (
    <Modal open title={editing ? 'Edit downtime' : 'New downtime'} okText="Save" onOk={() => form.submit()} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={onSubmit} disabled={saving}>
        <Form.Item label="Kind" name="kind">
          <Radio.Group options={[{ value: 'weekly', label: 'Weekly' }, { value: 'oneOff', label: 'One-off' }]} optionType="button" />
        </Form.Item>
        <Form.Item label="Name" name="name" rules={[schemaField('name')]}><Input autoFocus /></Form.Item>
        <Form.Item label="Time zone" name="timeZone" rules={[schemaField('timeZone')]}>
          <Select showSearch options={timeZoneOptions()} aria-label="Time zone" />
        </Form.Item>
        {kind === 'oneOff' ? (
          <>
            <Form.Item label="Starts" name="startsAt" rules={[schemaField('startsAt')]}><Input type="datetime-local" /></Form.Item>
            <Form.Item label="Ends" name="endsAt" dependencies={['startsAt']} rules={[schemaField('endsAt')]}><Input type="datetime-local" /></Form.Item>
          </>
        ) : (
          <>
            <Form.Item label="Days" name="weekdays" rules={[schemaField('weekdays')]}>
              <Checkbox.Group options={WEEKDAY_NAMES.map((label, value) => ({ value, label: label.slice(0, 3) }))} />
            </Form.Item>
            <Form.Item label="From" name="startTime" rules={[schemaField('startTime')]}><Input type="time" /></Form.Item>
            <Form.Item label="Until (before From = the next morning)" name="endTime" dependencies={['startTime']} rules={[schemaField('endTime')]}>
              <Input type="time" />
            </Form.Item>
          </>
        )}
        <Form.Item label="Message to customers" name="message"><Input.TextArea autoSize={{ minRows: 2 }} maxLength={500} /></Form.Item>
      </Form>
    </Modal>
  );
}
