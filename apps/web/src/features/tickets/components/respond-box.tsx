import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { respondTicketBodySchema } from '@switchboard/contracts/tickets/tickets.schemas';
import { useTicketAction } from '@/features/tickets/api/ticket-actions';

/** Writes a response on the ticket (PUT, 'Response Submitted'); a web-widget customer gets it as an agent message. */
export function RespondBox({ ticketId }: { ticketId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = useTicketAction();
  const send = async () => {
    const parsed = respondTicketBodySchema.safeParse({ ticketId, text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Invalid response');
    setError(null);
    const updated = await action.mutateAsync({ kind: 'respond', ticketId, text: parsed.data.text });
    if (updated) setText('');
  };
  return (
    <Flex vertical gap={4}>
      <Input.TextArea aria-label="Response" placeholder="Write a response to the customer" rows={3} value={text} maxLength={4000}
        status={error ? 'error' : undefined} onChange={(event) => setText(event.target.value)} />
      {error && <span role="alert" style={{ color: 'var(--ant-color-error)' }}>{error}</span>}
      <Flex justify="flex-end"><Button type="primary" loading={action.isPending} onClick={() => void send()}>Send response</Button></Flex>
    </Flex>
  );
}
