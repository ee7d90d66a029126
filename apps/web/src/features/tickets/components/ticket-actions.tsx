import { Button, Flex, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import type { Ticket } from '@switchboard/contracts/tickets/tickets.schemas';
import { useTicketAction } from '@/features/tickets/api/ticket-actions';
import { TransferTicketDialog } from '@/features/tickets/components/transfer-ticket-dialog';
import type { TicketRights } from '@/features/tickets/model/ticket-rights';

/** Assign to me, transfer, resolve (asks first; resolved or closed). Each applies updatedTicket in place. */
export function TicketActions({ ticket, rights }: { ticket: Ticket; rights: TicketRights }) {
  const action = useTicketAction();
  const [transferring, setTransferring] = useState(false);
  const [finalStatus, setFinalStatus] = useState<'resolved' | 'closed'>('resolved');
  const busy = action.isPending;
  return (
    <Flex gap={8} wrap role="toolbar" aria-label="Ticket actions">
      {rights.assign && (
        <Button type="primary" loading={busy} onClick={() => action.mutate({ kind: 'assign', ticketId: ticket.ticketId })}>Assign to me</Button>
      )}
      {rights.transfer && <Button disabled={busy} onClick={() => setTransferring(true)}>Transfer</Button>}
      {rights.resolve && (
        <Popconfirm title="Finish this ticket?" okText={finalStatus === 'closed' ? 'Close' : 'Resolve'}
          description={<Select aria-label="Final status" size="small" value={finalStatus} onChange={setFinalStatus}
            options={[{ value: 'resolved', label: 'Resolved' }, { value: 'closed', label: 'Closed' }]} />}
          onConfirm={() => action.mutateAsync({ kind: 'resolve', ticketId: ticket.ticketId, status: finalStatus })}>
          <Button disabled={busy}>Resolve</Button>
        </Popconfirm>
      )}
      {transferring && (
        <TransferTicketDialog ticketId={ticket.ticketId} open busy={busy} onClose={() => setTransferring(false)}
          onPick={(agentId) => void action.mutateAsync({ kind: 'transfer', ticketId: ticket.ticketId, agentId }).then((updated) => updated && setTransferring(false))} />
      )}
    </Flex>
  );
}
