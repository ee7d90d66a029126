import { SendOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import { LazyRichTextEditor } from '@/components/rich-text/lazy-rich-text-editor';
import type { RichTextHandle } from '@/components/rich-text/rich-text-editor';
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

const commonPrefix = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
};

/**
 * Rich-text composer (§5 formats): Enter sends, Shift+Enter starts a new line; whispers are marked;
 * "/" opens canned responses (inserted as plain text where "/letters" was). Sends sanitisable HTML.
 * The editor (Quill) is fetched when the composer first shows, so /chats with no chat open goes without it.
 */
export function Composer({ sessionId, kind, onSent }: ComposerProps) {
  const { token } = theme.useToken();
  const editor = useRef<RichTextHandle>(null);
  const [draft, setDraft] = useState({ html: '', text: '', before: '' });
  const { send } = useSendMessage(sessionId, kind);
  const typing = useTypingSignal(sessionId, kind === 'message');
  const whisper = kind === 'whisper';
  // The picker reads the text up to the caret; inserting replaces only its changed tail, keeping the formatting before it.
  const canned = useCannedPicker(draft.before, (next) => {
    const keep = commonPrefix(draft.before, next);
    editor.current?.replaceBeforeCaret(draft.before.length - keep, next.slice(keep));
  });
  const empty = !draft.text.trim();

  const submit = () => {
    if (empty) return;
    if (send(draft.html, canned.fromCanned ? 'cannedResponse' : 'userTyped', 'html')) {
      editor.current?.clear();
      setDraft({ html: '', text: '', before: '' });
      canned.reset();
      typing.stop();
      onSent?.();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): boolean => {
    if (canned.onKeyDown(event)) return true;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      submit();
      return true;
    }
    return false;
  };

  return (
    <Flex vertical gap={4} style={{ padding: 12, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
      {whisper && <Typography.Text style={{ fontSize: 12, color: token.colorWarningText }}>Whisper — only staff see this</Typography.Text>}
      <CannedPicker picker={canned} />
      <Flex gap={8} align="flex-end">
        <div style={{ flex: 1, minWidth: 0 }}>
          <LazyRichTextEditor ref={editor} minHeight={40} maxHeight={160}
            ariaLabel={whisper ? 'Whisper to the agent' : 'Message to the customer'}
            placeholder={whisper ? 'Whisper to the agent…' : 'Type a message… (Enter sends, Shift+Enter new line)'}
            onKeyDownCapture={onKeyDown}
            listbox={canned.open && canned.items.length > 0 ? { id: CANNED_LIST_ID, activeId: cannedOptionId(canned.active) } : null}
            onCaretChange={(before) => {
              if (before === draft.before) return;
              setDraft((current) => ({ ...current, before }));
              canned.onTextChange(before);
            }}
            onChange={(html, text) => {
              const before = editor.current?.textBeforeCaret() ?? text;
              setDraft({ html, text, before });
              canned.onTextChange(before);
              typing.onInput();
            }}
          />
        </div>
        <Button type="primary" icon={<SendOutlined />} onClick={submit} disabled={empty} aria-label={whisper ? 'Send whisper' : 'Send'} />
      </Flex>
    </Flex>
  );
}
