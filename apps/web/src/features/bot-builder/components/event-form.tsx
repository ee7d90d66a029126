/** Add or edit an event: name, type (from the fixed list), free tags, description. */
import { Form, Input, Modal, Select } from 'antd';
import { EVENT_TYPES, eventInputSchema, type BotEvent, type EventInput } from '@switchboard/contracts/bot-builder/event.schemas';
import { toast } from '@/lib/feedback/feedback';
import { schemaRule } from '@/lib/forms/zod-rule';
import { useSaveEvent } from '@/features/bot-builder/api/events';
import { showSaveError } from '@/features/bot-builder/model/server-error';

const S = eventInputSchema.shape;

export function EventForm({ editing, onClose }: { editing: BotEvent | null; onClose: () => void }) {
  const [form] = Form.useForm<EventInput>();
  const save = useSaveEvent();
  const submit = (values: EventInput) => {
    save.mutate({ ...(editing ? { eventId: editing.eventId } : {}), input: values }, {
      onSuccess: () => {
        toast.success(editing ? 'Event updated' : 'Event created');
        onClose();
      },
      onError: (error) => showSaveError(error, form, ['name', 'eventType', 'eventTags', 'description']),
    });
  };
  return (
    <Modal open title={editing ? 'Edit event' : 'New event'} okText="Save" onOk={() => form.submit()} confirmLoading={save.isPending} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} disabled={save.isPending}
        initialValues={editing ? { name: editing.name, eventType: editing.eventType, eventTags: editing.eventTags, description: editing.description } : { eventTags: [], description: '' }}>
        <Form.Item label="Event name" name="name" rules={[schemaRule(S.name)]}><Input autoFocus placeholder="e.g. order_placed" /></Form.Item>
        <Form.Item label="Event type" name="eventType" rules={[{ required: true, message: 'Choose a type' }]}>
          <Select placeholder="Choose a type" options={EVENT_TYPES.map((type) => ({ value: type, label: type }))} />
        </Form.Item>
        <Form.Item label="Event tags" name="eventTags" rules={[schemaRule(S.eventTags)]} extra="Press Enter after each tag.">
          <Select mode="tags" open={false} aria-label="Event tags" placeholder="e.g. sales" tokenSeparators={[',']} />
        </Form.Item>
        <Form.Item label="Description" name="description" rules={[schemaRule(S.description)]}><Input.TextArea rows={2} /></Form.Item>
      </Form>
    </Modal>
  );
}
