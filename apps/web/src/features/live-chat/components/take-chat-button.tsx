import { Button } from 'antd';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { useTakeChat } from '@/features/live-chat/hooks/use-take-chat';

/** "Take" on a chat of the in-queue list; the chat opens once it is the viewer's. */
export function TakeChatButton({ chat, onTaken }: { chat: LiveChat; onTaken: (sessionId: string) => void }) {
  const { take, pending } = useTakeChat();
  return (
    <Button size="small" type="primary" loading={pending} aria-label={`Take the chat with ${chat.customerName}`}
      // The list item opens the chat on click and Enter: the button's own click and keys stay with the button.
      onKeyDown={(event) => event.stopPropagation()}
      onClick={(event) => {
        event.stopPropagation();
        void take(chat).then((taken) => taken && onTaken(chat.sessionId));
      }}>
      Take
    </Button>
  );
}
