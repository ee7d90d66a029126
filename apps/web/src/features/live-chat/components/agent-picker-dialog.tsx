import { Alert, Button, Empty, Flex, Modal, Radio, Spin, Tag, Typography, theme } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { ChatTransferPurpose } from '@switchboard/contracts/live-chat/live-chat.api';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { useAgentDirectoryQuery } from '@/features/live-chat/api/agents-for-transfer';
import { useRovingList } from '@/features/live-chat/hooks/use-roving-list';
import { agentChoices, DIRECTORY_TEXTS, groupStatus } from '@/features/live-chat/model/agent-directory';

export type PickTarget = { toAgentId: string } | { toGroupId: string };

interface AgentPickerDialogProps {
  open: boolean;
  title: string;
  okText: string;
  /** transfer offers groups as well as agents; invite offers agents only. */
  purpose: ChatTransferPurpose;
  chat: LiveChat;
  busy: boolean;
  /** The server's refusal of the last pick (e.g. 412: the agent filled up meanwhile). */
  error?: string | null;
  onPick: (target: PickTarget) => void;
  onClose: () => void;
}

interface Row {
  id: string;
  name: string;
  status: string;
  /** Tag colour of the status: a preset, as antd's status colours fail AA text contrast (app/theme.ts). */
  tone: 'green' | 'default' | 'red' | 'gold';
  selectable: boolean;
}

/**
 * Picks an agent (or, for a transfer, a group) from the agent directory: refreshed when opened and
 * every 10 s while open. Agents without room are listed but disabled, with the reason.
 */
export function AgentPickerDialog({ open, title, okText, purpose, chat, busy, error = null, onPick, onClose }: AgentPickerDialogProps) {
  const [kind, setKind] = useState<'agent' | 'group'>('agent');
  const [selected, setSelected] = useState<string | null>(null);
  const directory = useAgentDirectoryQuery(chat.sessionId, purpose, open);
  const allowGroups = purpose === 'transfer';

  const agentRows = useMemo<Row[]>(() => agentChoices(directory.data?.agentList ?? [], chat.inviteInfo).map((choice) => ({
    id: choice.agent.agentId, name: choice.agent.name, status: choice.status, selectable: choice.selectable,
    tone: choice.reason === null ? 'green' : choice.reason === 'offline' ? 'default' : choice.reason === 'full' ? 'red' : 'gold',
  })), [directory.data, chat.inviteInfo]);
  const groupRows = useMemo<Row[]>(() => (directory.data?.groups ?? []).map((group) => ({
    id: group.groupId, name: group.name, status: groupStatus(group), selectable: true,
    tone: group.agentsOnlineWithRoom > 0 ? 'green' : 'gold',
  })), [directory.data]);
  const rows = kind === 'agent' ? agentRows : groupRows;
  // A pick that lost its room on a refresh is dropped.
  const picked = rows.find((row) => row.id === selected && row.selectable);

  const submit = () => {
    if (!picked) return;
    onPick(kind === 'agent' ? { toAgentId: picked.id } : { toGroupId: picked.id });
  };

  let body: ReactNode;
  if (directory.isPending) {
    body = <Flex role="status" align="center" gap={8} style={{ padding: 16 }}><Spin size="small" /> Loading agents…</Flex>;
  } else if (directory.isError) {
    body = (
      <Alert type="error" showIcon title={DIRECTORY_TEXTS.loadError} description={directory.error.message}
        action={<Button size="small" onClick={() => void directory.refetch()}>Retry</Button>} />
    );
  } else {
    const noneWithRoom = kind === 'agent' && !agentRows.some((row) => row.selectable);
    body = (
      <Flex vertical gap={8}>
        {noneWithRoom && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DIRECTORY_TEXTS.noneWithRoom} style={{ margin: '8px 0' }} />
        )}
        {kind === 'group' && groupRows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DIRECTORY_TEXTS.noGroups} />}
        {rows.length > 0 && (
          <PickList label={kind === 'agent' ? 'Agents' : 'Groups'} rows={rows} selected={picked?.id ?? null} onSelect={setSelected} />
        )}
      </Flex>
    );
  }

  return (
    <Modal open={open} title={title} okText={okText} onCancel={onClose} confirmLoading={busy} destroyOnHidden
      okButtonProps={{ disabled: !picked }} onOk={submit}>
      <Flex vertical gap={12}>
        {allowGroups && (
          <Radio.Group optionType="button" value={kind} aria-label="Transfer to"
            onChange={(event) => { setKind(event.target.value as 'agent' | 'group'); setSelected(null); }}
            options={[{ value: 'agent', label: 'Agent' }, { value: 'group', label: 'Group' }]} />
        )}
        {error && <Alert type="warning" showIcon title={error} role="alert" />}
        {body}
        {directory.isFetching && !directory.isPending && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>Refreshing…</Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}

/** A listbox: ArrowUp/Down, Home/End move, Enter or Space picks; disabled rows say why. */
function PickList({ label, rows, selected, onSelect }: { label: string; rows: Row[]; selected: string | null; onSelect: (id: string) => void }) {
  const { token } = theme.useToken();
  const pickAt = useCallback((index: number) => {
    const row = rows[index];
    if (row?.selectable) onSelect(row.id);
  }, [rows, onSelect]);
  const onKeyDown = useRovingList(rows.length, pickAt);
  const focusIndex = Math.max(0, rows.findIndex((row) => row.id === selected));
  return (
    <div role="listbox" aria-label={label} onKeyDown={onKeyDown}
      style={{ maxHeight: 320, overflowY: 'auto', border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}>
      {rows.map((row, index) => {
        const isSelected = row.id === selected;
        return (
          <div key={row.id} role="option" data-index={index} data-id={row.id} aria-selected={isSelected} aria-disabled={!row.selectable}
            tabIndex={index === focusIndex ? 0 : -1} onClick={() => row.selectable && onSelect(row.id)}
            style={{
              display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, padding: '8px 12px', outlineOffset: -2,
              cursor: row.selectable ? 'pointer' : 'not-allowed', opacity: row.selectable ? 1 : 0.6,
              background: isSelected ? token.controlItemBgActive : undefined,
              borderInlineStart: `3px solid ${isSelected ? token.colorPrimary : 'transparent'}`,
              borderBottom: index < rows.length - 1 ? `1px solid ${token.colorBorderSecondary}` : undefined,
            }}>
            <Typography.Text ellipsis disabled={!row.selectable}>{row.name}</Typography.Text>
            <Tag color={row.tone} style={{ marginInlineEnd: 0 }} data-status>{row.status}</Tag>
          </div>
        );
      })}
    </div>
  );
}
