import { Alert, Empty, Modal, Radio, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTicketAgentsQuery } from '@/features/tickets/api/agents-for-ticket-transfer';

interface TransferTicketDialogProps { ticketId: string; open: boolean; busy: boolean; onPick: (agentId: string) => void; onClose: () => void }

/** Picks another agent who may take tickets (admin/v2/agentsForTicketTransfer → data.agentList). */
export function TransferTicketDialog({ ticketId, open, busy, onPick, onClose }: TransferTicketDialogProps) {
  const [selected, setSelected] = useState<string | null>(null);
  const agents = useTicketAgentsQuery(ticketId, open);
  return (
    <Modal open={open} title="Transfer ticket" okText="Transfer" onCancel={onClose} confirmLoading={busy}
      okButtonProps={{ disabled: !selected }} onOk={() => selected && onPick(selected)} destroyOnHidden>
      {agents.isPending && <Spin />}
      {agents.isError && <Alert type="error" showIcon title={agents.error.message} />}
      {agents.data?.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No other agent can take tickets" />}
      {agents.data && agents.data.length > 0 && (
        <Radio.Group value={selected} onChange={(event) => setSelected(String(event.target.value))} style={{ display: 'grid', gap: 8 }}
          aria-label="Agents">
          {agents.data.map((agent) => (
            <Radio key={agent.agentId} value={agent.agentId}>
              {agent.name} <Typography.Text type="secondary">· {agent.openTickets} open</Typography.Text>
            </Radio>
          ))}
        </Radio.Group>
      )}
    </Modal>
  );
}
