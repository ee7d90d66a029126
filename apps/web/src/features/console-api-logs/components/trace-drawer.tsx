/** The trace of one conversation (issue 27): every step the product recorded, in order, in a drawer over the logs. */
import { Alert, Drawer, Empty, Flex, Skeleton, Tag, Timeline, Typography, theme } from 'antd';
import type { TraceItem, TraceKind } from '@switchboard/contracts/console/api-logs.schemas';
import { useTraceQuery } from '@/features/console-api-logs/api/api-logs';
import { formatClockSeconds, formatDateTime } from '@/lib/dates/format-date';

const KIND_LABELS: Record<TraceKind, string> = {
  conversation: 'Conversation', 'customer-message': 'Customer message', nlu: 'NLU result', 'bot-message': 'Bot message',
  'bot-event': 'Bot event', 'brand-function': 'Brand function', handover: 'Hand-over', 'agent-message': 'Agent message',
  'agent-action': 'Agent action', system: 'System message', outbound: 'Outbound message', 'delivery-status': 'Delivery status',
  'api-call': 'API call', llm: 'LLM call', mail: 'Mail',
};

type Tone = 'blue' | 'green' | 'red' | 'gray' | 'purple';
const KIND_TONES: Record<TraceKind, Tone> = {
  conversation: 'gray', 'customer-message': 'blue', nlu: 'purple', 'bot-message': 'green', 'bot-event': 'purple', 'brand-function': 'purple',
  handover: 'red', 'agent-message': 'blue', 'agent-action': 'blue', system: 'gray', outbound: 'green', 'delivery-status': 'green',
  'api-call': 'gray', llm: 'purple', mail: 'gray',
};

function Step({ item }: { item: TraceItem }) {
  const failed = item.status !== null && (/^[45]\d\d$/.test(item.status) || item.status === 'failed' || item.status === 'no answer');
  return (
    <Flex vertical gap={2}>
      <Flex gap={6} wrap align="center">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatClockSeconds(item.at)}</Typography.Text>
        <Tag>{KIND_LABELS[item.kind]}</Tag>
        {item.status && <Tag color={failed ? 'error' : 'default'}>{item.status}</Tag>}
      </Flex>
      <Typography.Text strong style={{ wordBreak: 'break-word' }}>{item.title}</Typography.Text>
      {item.detail && <Typography.Text style={{ wordBreak: 'break-word' }}>{item.detail}</Typography.Text>}
    </Flex>
  );
}

export function TraceDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { token } = theme.useToken();
  const query = useTraceQuery(id);
  const body = () => {
    if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (query.error) return <Alert type="error" showIcon title="No trace" description={query.error.message} />;
    const trace = query.data;
    if (trace.items.length === 0) return <Empty description="Nothing was recorded for this conversation" />;
    return (
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          {trace.customerName ?? 'Customer'} · {trace.channel} · started {formatDateTime(trace.items[0]?.at)}
        </Typography.Text>
        {trace.truncated && <Alert type="info" showIcon title="Only the first steps are shown: open the chat in Chat History for the rest." />}
        <Timeline items={trace.items.map((item, index) => ({
          key: `${item.at}-${index}`, color: KIND_TONES[item.kind] === 'gray' ? token.colorTextTertiary : KIND_TONES[item.kind], content: <Step item={item} />,
        }))} />
      </Flex>
    );
  };
  return (
    <Drawer open={id !== null} onClose={onClose} title="Conversation trace" size="large" destroyOnHidden
      styles={{ wrapper: { maxWidth: '100vw' } }}>
      {id && <Typography.Paragraph type="secondary" copyable={{ text: id }} style={{ marginTop: 0 }}>Id {id}</Typography.Paragraph>}
      {body()}
    </Drawer>
  );
}
