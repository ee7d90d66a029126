/** One call's details under its row: ids, bodies as kept (small ones, secrets redacted), the error, and the trace link. */
import { Button, Descriptions, Flex, Typography } from 'antd';
import type { ApiLogEntry } from '@switchboard/contracts/console/api-logs.schemas';
import { formatDateTime } from '@/lib/dates/format-date';

const Body = ({ text }: { text: string | null }) =>
  text === null ? <Typography.Text type="secondary">Not kept</Typography.Text> : (
    <Typography.Paragraph copyable={{ text }} style={{ margin: 0 }}>
      <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 200, overflow: 'auto', fontSize: 12 }}>{text}</pre>
    </Typography.Paragraph>
  );

/** Who made the call: a member by name, a customer by id, else nobody signed in. */
export const who = (entry: ApiLogEntry) =>
  entry.actorType === 'member' ? entry.actorName ?? entry.actorId : entry.actorType === 'customer' ? `Customer ${entry.actorId ?? ''}` : '—';

export function ApiLogDetails({ entry, onTrace }: { entry: ApiLogEntry; onTrace: (id: string) => void }) {
  const conversation = entry.sessionId ?? entry.chatlogId ?? entry.ticketId;
  return (
    <Flex vertical gap={8}>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} items={[
        { key: 'at', label: 'Time', children: formatDateTime(entry.at) },
        { key: 'who', label: 'Who', children: who(entry) },
        { key: 'request', label: 'Request id', children: entry.requestId ? <Typography.Text copyable>{entry.requestId}</Typography.Text> : '—' },
        { key: 'session', label: 'Session id', children: entry.sessionId ?? '—' },
        { key: 'chatlog', label: 'Chatlog id', children: entry.chatlogId ?? '—' },
        { key: 'ticket', label: 'Ticket id', children: entry.ticketId ?? '—' },
        { key: 'url', label: entry.direction === 'inbound' ? 'Path' : 'URL', span: 'filled' as const, children: <Typography.Text style={{ wordBreak: 'break-all' }}>{entry.path}</Typography.Text> },
        ...(entry.error ? [{ key: 'error', label: 'Error', span: 'filled' as const, children: entry.error }] : []),
        { key: 'requestBody', label: 'Request body', span: 'filled' as const, children: <Body text={entry.requestBody} /> },
        { key: 'responseBody', label: 'Response body', span: 'filled' as const, children: <Body text={entry.responseBody} /> },
      ]} />
      {conversation && (
        <div><Button onClick={() => onTrace(conversation)}>Trace this conversation</Button></div>
      )}
    </Flex>
  );
}
