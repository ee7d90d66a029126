/**
 * Step 2 with a customer segment: one of the saved segments (with how many it reaches now), a new one, or deleting
 * one (asked first). The loading, empty and failed states say what to do.
 */
import { DeleteOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Popconfirm, Select, Typography } from 'antd';
import { useState } from 'react';
import { SEGMENT_TEXTS, describeFilter, type Segment } from '@switchboard/contracts/whatsapp/whatsapp.segments';
import { useDeleteSegment, useSegments } from '@/features/whatsapp/api/segments';
import { SegmentForm } from '@/features/whatsapp/components/sender/segment-form';
import { toast } from '@/lib/feedback/feedback';

interface Props {
  value: Segment | null;
  error: string | null;
  onChange: (segment: Segment | null) => void;
}

const reach = (segment: Segment) => `${segment.size.reachable.toLocaleString('en-IN')} customer${segment.size.reachable === 1 ? '' : 's'}`;

export function SegmentPicker({ value, error, onChange }: Props) {
  const segments = useSegments();
  const remove = useDeleteSegment();
  const [creating, setCreating] = useState(false);
  // The chosen segment as the list has it now (its size may have changed since it was picked).
  const current = segments.data?.find((segment) => segment.id === value?.id) ?? value;

  if (segments.isError) {
    return <Alert type="error" showIcon title="The segments could not be loaded." action={<Button size="small" onClick={() => void segments.refetch()}>Retry</Button>} />;
  }
  const empty = segments.data?.length === 0;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        <Select aria-label="Saved segment" placeholder={empty ? 'No segment saved yet' : 'Choose a segment'} loading={segments.isLoading} disabled={empty}
          value={current?.id} onChange={(id: string) => onChange(segments.data?.find((segment) => segment.id === id) ?? null)} style={{ flex: '1 1 240px', maxWidth: 420 }}
          options={(segments.data ?? []).map((segment) => ({ value: segment.id, label: `${segment.name} (${reach(segment)})` }))} />
        <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>New segment</Button>
        {current && (
          <Popconfirm title={`Delete the segment “${current.name}”?`} description="Broadcasts already sent to it are kept." okText="Delete" okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutateAsync(current.id).then(() => { toast.success(SEGMENT_TEXTS.deleted); onChange(null); })}>
            <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>Delete segment</Button>
          </Popconfirm>
        )}
      </Flex>
      {empty && <Typography.Text type="secondary">Save a segment (a filter of your WhatsApp customers) to send to it.</Typography.Text>}
      {current && (
        <Typography.Text>
          <TeamOutlined aria-hidden /> {describeFilter(current.filter)}: {reach(current)} now
          {current.size.optedOut ? ` (${current.size.optedOut.toLocaleString('en-IN')} opted out, not sent to)` : ''}.
          {current.size.reachable === 0 ? ` ${SEGMENT_TEXTS.empty}` : ''}
        </Typography.Text>
      )}
      {error && <Alert type="error" showIcon title={error} />}
      <SegmentForm open={creating} onClose={() => setCreating(false)} onSaved={(segment) => { setCreating(false); onChange(segment); }} />
    </Flex>
  );
}
