import { Empty, Flex, Typography, theme } from 'antd';
import type { TicketChatLog } from '@switchboard/contracts/tickets/tickets.schemas';
import { formatDateTime } from '@/lib/dates/format-date';

const WHO: Record<TicketChatLog['sender'], string> = { customer: 'Customer', chatbot: 'Bot', admin: 'Agent', system: 'System' };

/** The ticket's chat (ticketChatLogs): the source live chat first, then what was written on the ticket. */
export function TicketChatLogView({ logs }: { logs: TicketChatLog[] }) {
  const { token } = theme.useToken();
  if (logs.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No messages yet" />;
  return (
    <Flex vertical gap={8} role="log" aria-label="Ticket chat">
      {logs.map((log) => {
        const staff = log.sender === 'admin';
        if (log.sender === 'system') {
          return <Typography.Text key={log.chatlogId} type="secondary" style={{ textAlign: 'center', fontSize: 12 }}>{log.text}</Typography.Text>;
        }
        return (
          <div key={log.chatlogId} style={{
            alignSelf: staff ? 'flex-end' : 'flex-start', maxWidth: '75%', padding: '6px 10px', borderRadius: token.borderRadius,
            background: staff ? token.colorPrimaryBg : token.colorFillTertiary,
          }}>
            <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
              {log.adminName ?? WHO[log.sender]} · {formatDateTime(log.timestamp)}{log.origin === 'chat' ? ' · live chat' : ''}
            </Typography.Text>
            <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{log.text}</Typography.Text>
          </div>
        );
      })}
    </Flex>
  );
}
