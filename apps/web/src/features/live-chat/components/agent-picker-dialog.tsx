import { AutoComplete, Flex, Modal, Radio, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { isMe, type Viewer } from '@/features/live-chat/model/viewer';

export type PickTarget = { toAgentId: string } | { toGroupId: string };

interface AgentPickerDialogProps {
  open: boolean;
  title: string;
  okText: string;
  /** Offer groups as well as agents (transfer). */
  allowGroups: boolean;
  chats: readonly LiveChat[];
  viewer: Viewer;
  busy: boolean;
  onPick: (target: PickTarget) => void;
  onClose: () => void;
}

/**
 * Picks an agent (or a group). No agent directory call exists yet, so the choices are the agents and
 * groups seen in the live chat list, and any id can be typed.
 */
export function AgentPickerDialog({ open, title, okText, allowGroups, chats, viewer, busy, onPick, onClose }: AgentPickerDialogProps) {
  const [kind, setKind] = useState<'agent' | 'group'>('agent');
  const [value, setValue] = useState('');
  const options = useMemo(() => {
    const seen = new Map<string, string>();
    chats.forEach((chat) => {
      if (kind === 'agent' && chat.agentId && !isMe(viewer, chat.agentId)) seen.set(chat.agentId, chat.agentName ?? chat.agentId);
      if (kind === 'group' && chat.groupId) seen.set(chat.groupId, chat.groupId);
    });
    return [...seen].map(([id, name]) => ({ value: id, label: name === id ? id : `${name} (${id})` }));
  }, [chats, kind, viewer]);
  const id = value.trim();
  return (
    <Modal open={open} title={title} okText={okText} onCancel={onClose} confirmLoading={busy} destroyOnHidden
      okButtonProps={{ disabled: !id }} onOk={() => onPick(kind === 'agent' ? { toAgentId: id } : { toGroupId: id })}>
      <Flex vertical gap={12}>
        {allowGroups && (
          <Radio.Group optionType="button" value={kind} onChange={(event) => { setKind(event.target.value as 'agent' | 'group'); setValue(''); }}
            options={[{ value: 'agent', label: 'Agent' }, { value: 'group', label: 'Group' }]} aria-label="Transfer to" />
        )}
        <label htmlFor="agent-picker-input">
          <Typography.Text>{kind === 'agent' ? 'Agent' : 'Group'}</Typography.Text>
        </label>
        <AutoComplete id="agent-picker-input" value={value} onChange={setValue} options={options}
          placeholder={kind === 'agent' ? 'Agent name or id' : 'Group id'}
          showSearch={{ filterOption: (input, option) => String(option?.label ?? '').toLowerCase().includes(input.toLowerCase()) }} />
      </Flex>
    </Modal>
  );
}
