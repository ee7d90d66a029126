import { Typography } from 'antd';
import { isMe, type Viewer } from '@/features/live-chat/model/viewer';
import { usePresenceStore } from '@/features/live-chat/stores/presence-store';

const names = (list: string[]) => (list.length <= 2 ? list.join(' and ') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`);

/** "Ana is typing…" (typingStatus) and "Sam is viewing" / "Sam is typing" (viewingStatus), never about me. */
export function PresenceLine({ sessionId, viewer }: { sessionId: string; viewer: Viewer }) {
  const typing = usePresenceStore((state) => state.typing[sessionId]);
  const viewers = usePresenceStore((state) => state.viewers[sessionId]);
  const others = (viewers ?? []).filter((item) => !isMe(viewer, item.adminId));
  const staffTyping = others.filter((item) => item.typing).map((item) => item.name);
  const watching = others.filter((item) => !item.typing).map((item) => item.name);
  const parts = [
    typing ? `${typing.name} is typing…` : null,
    staffTyping.length ? `${names(staffTyping)} ${staffTyping.length === 1 ? 'is' : 'are'} typing` : null,
    watching.length ? `${names(watching)} ${watching.length === 1 ? 'is' : 'are'} viewing` : null,
  ].filter(Boolean);
  return (
    <div aria-live="polite" style={{ minHeight: 22, padding: '0 16px' }}>
      {parts.length > 0 && <Typography.Text type="secondary" italic style={{ fontSize: 12 }}>{parts.join(' · ')}</Typography.Text>}
    </div>
  );
}
