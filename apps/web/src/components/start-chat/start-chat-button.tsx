/**
 * "Start a chat" on a customer's profile and in chat history (issue 23): the agent writes to a known customer
 * first. Who cannot be reached now says why, in plain words beside the button (not a website customer — WhatsApp
 * is not built yet —, offline, blocked); the server checks the same rule (proactiveRefusal) and its refusal shows in
 * the dialog. Shown to members who may use /chats and the chats.start action.
 */
import { MessageOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Channel } from '@switchboard/contracts/common/constants';
import { PROACTIVE_MESSAGE_MAX, proactiveRefusal } from '@switchboard/contracts/live-chat/proactive.api';
import { isActionAllowed, isRouteAllowed } from '@switchboard/contracts/permissions';
import { useStartChat } from '@/components/start-chat/start-chat-api';
import { useSession } from '@/lib/session/session-store';

export interface StartChatCustomer {
  psid: string;
  name: string;
  channel: Channel;
  blocked: boolean;
  /** Whether their widget is connected; undefined when not known here (the server decides). */
  online?: boolean | undefined;
}

const newId = (): string => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `p-${Date.now()}-${Math.random().toString(36).slice(2)}`);

export function StartChatButton({ customer }: { customer: StartChatCustomer }) {
  const permissions = useSession()?.user_info.permissions;
  const navigate = useNavigate();
  const start = useStartChat();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // One id per dialog: pressing Start again after a lost answer sends the same message, not a second one.
  const [clientMessageId, setClientMessageId] = useState(newId);
  const hintId = useId();
  if (!permissions || !isRouteAllowed(permissions, '/chats') || !isActionAllowed(permissions, 'chats', 'start')) return null;

  const refusal = proactiveRefusal({ ...customer, online: customer.online ?? true });
  const show = () => {
    start.reset();
    setText('');
    setClientMessageId(newId());
    setOpen(true);
  };
  const submit = () => start.mutate({ psid: customer.psid, text, clientMessageId }, {
    onSuccess: (sessionId) => {
      setOpen(false);
      void navigate(`/chats?chat=${encodeURIComponent(sessionId)}`);
    },
  });

  return (
    <Flex gap={8} align="center" wrap>
      <Button icon={<MessageOutlined />} disabled={refusal !== null} onClick={show} aria-describedby={refusal ? hintId : undefined}>Start a chat</Button>
      {refusal && <Typography.Text id={hintId} type="secondary" style={{ fontSize: 12, maxWidth: 420 }}>{refusal}</Typography.Text>}
      <Modal open={open} title={`Start a chat with ${customer.name}`} okText="Start chat" onOk={submit} onCancel={() => setOpen(false)}
        confirmLoading={start.isPending} destroyOnHidden>
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            The chat opens in your chats and the customer sees it in the chat window on the website. Write a first message now, or leave it
            empty and write in the chat.
          </Typography.Text>
          <Input.TextArea aria-label="First message" placeholder="First message (optional)" value={text} onChange={(event) => setText(event.target.value)}
            maxLength={PROACTIVE_MESSAGE_MAX} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
          {start.error && <Alert type="error" showIcon title={start.error.message || 'The chat could not be started.'} />}
        </Flex>
      </Modal>
    </Flex>
  );
}
