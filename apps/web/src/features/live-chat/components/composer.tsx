import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography, theme } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useSendMessage } from '@/features/live-chat/hooks/use-send-message';
import { useTypingSignal } from '@/features/live-chat/hooks/use-typing-signal';
import type { OutboxItem } from '@/features/live-chat/stores/outbox-store';

interface ComposerProps {
  sessionId: string;
  kind: OutboxItem['kind'];
  onSent?: () => void;
}

/** Plain-text composer: Enter sends, Shift+Enter starts a new line; whispers are marked. */
export function Composer({ sessionId, kind, onSent }: ComposerProps) {
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  const { send } = useSendMessage(sessionId, kind);
  const typing = useTypingSignal(sessionId, kind === 'message');
  const whisper = kind === 'whisper';

  const submit = () => {
    if (!text.trim()) return;
    if (send(text)) {
      setText('');
      typing.stop();
      onSent?.();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Flex vertical gap={4} style={{ padding: 12, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
      {whisper && <Typography.Text style={{ fontSize: 12, color: token.colorWarningText }}>Whisper — only staff see this</Typography.Text>}
      <Flex gap={8} align="flex-end">
        <Input.TextArea
          aria-label={whisper ? 'Whisper to the agent' : 'Message to the customer'}
          placeholder={whisper ? 'Whisper to the agent…' : 'Type a message… (Enter sends, Shift+Enter new line)'}
          value={text}
          autoSize={{ minRows: 1, maxRows: 6 }}
          maxLength={4000}
          onChange={(event) => {
            setText(event.target.value);
            typing.onInput();
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="primary" icon={<SendOutlined />} onClick={submit} disabled={!text.trim()} aria-label={whisper ? 'Send whisper' : 'Send'} />
      </Flex>
    </Flex>
  );
}
