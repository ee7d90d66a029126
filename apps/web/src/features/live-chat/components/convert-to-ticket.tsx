import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { isActionAllowed, isRouteAllowed } from '@switchboard/contracts/permissions';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { createTicketBodySchema, TICKET_PRIORITIES, TICKET_TEXTS, type TicketPriority } from '@switchboard/contracts/tickets/tickets.schemas';
import { convertToTicket } from '@/features/live-chat/api/convert-to-ticket';
import { isMe, type Viewer } from '@/features/live-chat/model/viewer';
import { toast } from '@/lib/feedback/feedback';
import { useSession } from '@/lib/session/session-store';

const PRIORITY_LABELS: Record<TicketPriority, string> = { urgent: 'Urgent', high: 'High', medium: 'Medium', low: 'Low' };

/**
 * "Convert to ticket" for the agent handling the chat, when they may use tickets (ticketsEnabled
 * and tickets.create): asks for a subject and a priority; the chat is resolved and queued as a ticket.
 */
export function ConvertToTicket({ chat, viewer }: { chat: LiveChat; viewer: Viewer }) {
  const permissions = useSession()?.user_info.permissions;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [subject, setSubject] = useState('');
  const [priority, setPriority] = useState<TicketPriority>('medium');
  const [error, setError] = useState<string | null>(null);
  const allowed = permissions !== undefined && isRouteAllowed(permissions, '/tickets') && isActionAllowed(permissions, 'tickets', 'create');
  if (!allowed || chat.chatState !== 'AgentHandling' || !(isMe(viewer, chat.agentId) || viewer.canSupervise)) return null;

  const submit = async () => {
    const body = { sessionId: chat.sessionId, subject: subject || chat.lastMessage || `Chat with ${chat.customerName}`, priority };
    const parsed = createTicketBodySchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Invalid ticket');
    setBusy(true);
    const outcome = await convertToTicket({ ...body, subject: body.subject.slice(0, 200) });
    setBusy(false);
    if (!outcome.ok) return;
    toast.success(outcome.message ?? TICKET_TEXTS.created);
    setOpen(false);
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>Convert to ticket</Button>
      <Modal open={open} title="Convert to ticket" okText="Convert" confirmLoading={busy} onOk={() => void submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form layout="vertical">
          <Form.Item label="Subject" htmlFor="ticket-subject" validateStatus={error ? 'error' : undefined} help={error ?? 'The chat ends and waits in the tickets queue.'}>
            <Input id="ticket-subject" maxLength={200} placeholder={chat.lastMessage ?? `Chat with ${chat.customerName}`} value={subject}
              onChange={(event) => setSubject(event.target.value)} />
          </Form.Item>
          <Form.Item label="Priority" htmlFor="ticket-priority">
            <Select id="ticket-priority" value={priority} onChange={setPriority} options={TICKET_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }))} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
