import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography, theme } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { CANNED_LIST_ID, CannedPicker, cannedOptionId } from '@/features/live-chat/components/canned-picker';
import { useCannedPicker } from '@/features/live-chat/hooks/use-canned-picker';
import { useSendMessage } from '@/features/live-chat/hooks/use-send-message';
import { useTypingSignal } from '@/features/live-chat/hooks/use-typing-signal';
import type { OutboxItem } from '@/features/live-chat/stores/outbox-store';

interface ComposerProps {
  sessionId: string;
  kind: OutboxItem['kind'];
  onSent?: () => void;
}

/** Plain-text composer: Enter sends, Shift+Enter starts a new line; whispers are marked; "/" opens canned responses. */
export function Composer({ sessionId, kind, onSent }: ComposerProps) {
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  const { send } = useSendMessage(sessionId, kind);
  const typing = useTypingSignal(sessionId, kind === 'message');
  const whisper = kind === 'whisper';
  const canned = useCannedPicker(text, setText);

  const submit = () => {
    if (!text.trim()) return;
    if (send(text, canned.fromCanned ? 'cannedResponse' : 'userTyped')) {
      setText('');
      canned.reset();
      typing.stop();
      onSent?.();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (canned.onKeyDown(event)) {
      event.preventDefault();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Flex vertical gap={4} style={{ padding: 12, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
      {whisper && <Typography.Text style={{ fontSize: 12, color: token.colorWarningText }}>Whisper — only staff see this</Typography.Text>}
      <CannedPicker picker={canned} />
      <Flex gap={8} align="flex-end">
        <Input.TextArea
          aria-label={whisper ? 'Whisper to the agent' : 'Message to the customer'}
          placeholder={whisper ? 'Whisper to the agent…' : 'Type a message… (Enter sends, Shift+Enter new line)'}
          value={text}
          autoSize={{ minRows: 1, maxRows: 6 }}
          maxLength={4000}
          // Stays a textbox (its name is what people and tests look for); the list is tied to it by aria-controls
          // and the active option by aria-activedescendant while it is open, both allowed on a textbox.
          aria-autocomplete="list"
          {...(canned.open && canned.items.length > 0 ? { 'aria-controls': CANNED_LIST_ID, 'aria-activedescendant': cannedOptionId(canned.active) } : {})}
          onChange={(event) => {
            setText(event.target.value);
            canned.onTextChange(event.target.value);
            typing.onInput();
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="primary" icon={<SendOutlined />} onClick={submit} disabled={!text.trim()} aria-label={whisper ? 'Send whisper' : 'Send'} />
      </Flex>
    </Flex>
  );
}
