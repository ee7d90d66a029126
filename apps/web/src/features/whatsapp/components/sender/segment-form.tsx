/**
 * A new customer segment: a name and the filter (tags on their chats, how recently they wrote), with how many
 * WhatsApp customers it matches now shown as it is written, before it is saved.
 */
import { Alert, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { SEGMENT_LIMITS, SEGMENT_TEXTS, describeFilter, segmentInputSchema, type Segment, type SegmentFilter } from '@switchboard/contracts/whatsapp/whatsapp.segments';
import { useCreateSegment, useSegmentPreview, useSegmentTags } from '@/features/whatsapp/api/segments';
import { toast } from '@/lib/feedback/feedback';
import { isHttpError } from '@/lib/http/http-error';

interface Props {
  open: boolean;
  onClose: () => void;
  onSaved: (segment: Segment) => void;
}

const count = (n: number) => n.toLocaleString('en-IN');

export function SegmentForm({ open, onClose, onSaved }: Props) {
  const [name, setName] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [days, setDays] = useState<number | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const filter: SegmentFilter = { tags, activeWithinDays: days };
  const tagOptions = useSegmentTags(open);
  const preview = useSegmentPreview(filter, open);
  const save = useCreateSegment();

  const submit = () => {
    const parsed = segmentInputSchema.safeParse({ name, filter });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    save.mutateAsync(parsed.data).then((segment) => {
      toast.success(SEGMENT_TEXTS.created);
      setName('');
      setTags([]);
      setDays(null);
      onSaved(segment);
    }, (error: unknown) => {
      if (isHttpError(error) && error.body?.field === 'name') setNameError((error as Error).message);
      else setProblem((error as Error).message);
    });
  };

  return (
    <Modal open={open} title="New customer segment" okText="Save segment" onOk={submit} confirmLoading={save.isPending} onCancel={onClose} destroyOnHidden>
      <Form layout="vertical" component="div">
        <Form.Item label="Name" required validateStatus={nameError ? 'error' : undefined} help={nameError ?? undefined}>
          <Input aria-label="Segment name" value={name} maxLength={SEGMENT_LIMITS.name} placeholder="e.g. Recent VIPs"
            onChange={(event) => { setName(event.target.value); setNameError(null); }} />
        </Form.Item>
        <Form.Item label="Chat tags" help="Customers with a chat tagged with any of these; none chosen: every customer.">
          <Select aria-label="Chat tags" mode="multiple" allowClear value={tags} onChange={setTags} placeholder="Any tag"
            loading={tagOptions.isFetching} maxCount={SEGMENT_LIMITS.tags}
            notFoundContent={tagOptions.isError ? 'The tags could not be loaded.' : 'No WhatsApp chat has a tag yet.'}
            options={(tagOptions.data ?? []).map((tag) => ({ value: tag, label: tag }))} />
        </Form.Item>
        <Form.Item label="Wrote in the last (days)" help="Empty: whenever they last wrote.">
          <InputNumber aria-label="Wrote in the last (days)" min={1} max={SEGMENT_LIMITS.days} precision={0} value={days}
            onChange={(value) => setDays(typeof value === 'number' ? value : null)} style={{ width: 160 }} />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>{describeFilter(filter)}.</Typography.Paragraph>
      <Typography.Paragraph role="status" aria-live="polite" style={{ marginBottom: 0 }}>
        {preview.isError ? 'The number of customers could not be counted.'
          : preview.data ? `${count(preview.data.reachable)} customers match now${preview.data.optedOut ? `; ${count(preview.data.optedOut)} more opted out and are not sent to` : ''}.`
            : 'Counting customers…'}
      </Typography.Paragraph>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
