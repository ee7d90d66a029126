import { Drawer } from 'antd';
import { ProfilePanel } from '@/features/live-chat/components/profile-panel';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';

/** Below 1200 px the open chat's profile is a drawer (chats-screen.tsx). */
export interface ProfileDrawerProps {
  chat: LiveChat;
  adminPsid: string;
  open: boolean;
  onClose: () => void;
  /** On phones and small tablets it covers the screen. */
  fullScreen: boolean;
}

export function ProfileDrawer({ chat, adminPsid, open, onClose, fullScreen }: ProfileDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} title={chat.customerName} size={fullScreen ? '100%' : 360} styles={{ body: { padding: 0 } }}>
      <ProfilePanel chat={chat} adminPsid={adminPsid} />
    </Drawer>
  );
}
