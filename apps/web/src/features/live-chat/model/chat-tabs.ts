/**
 * The chat tabs of §4, derived from the live chat list. Each chat sits in at most one tab (or none,
 * when it is not the viewer's business):
 * - pendingInvite / inviteChats: the viewer was invited (inviteInfo[me]) and has not answered / accepted;
 * - pending: Pending and offered to the viewer; inQueue: Inqueue; botHandling: BotHandling;
 * - myChats: AgentHandling by the viewer; supervised: AgentHandling by someone else with the viewer
 *   among its supervisors; agentChats: the other AgentHandling chats, for supervisors only;
 * - untaggedChats: Resolved without tags, handled by the viewer (or any, for supervisors).
 */
import { CHAT_TABS, type ChatTab, type LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { isMe, type Viewer } from '@/features/live-chat/model/viewer';

function inviteTab(chat: LiveChat, viewer: Viewer): ChatTab | null {
  const invite = viewer.ids.map((id) => chat.inviteInfo[id]).find(Boolean);
  if (invite?.inviteState === 'pendingInvite') return 'pendingInvite';
  if (invite?.inviteState === 'accepted') return 'inviteChats';
  return null;
}

export function tabOf(chat: LiveChat, viewer: Viewer): ChatTab | null {
  const mine = isMe(viewer, chat.agentId);
  if (chat.chatState === 'Resolved') {
    return chat.selectedTags.length === 0 && (mine || viewer.canSupervise) ? 'untaggedChats' : null;
  }
  const invited = inviteTab(chat, viewer);
  if (invited && !mine) return invited;
  switch (chat.chatState) {
    case 'Pending':
      return mine ? 'pending' : null;
    case 'Inqueue':
      return 'inQueue';
    case 'BotHandling':
      return 'botHandling';
    case 'AgentHandling':
      if (mine) return 'myChats';
      if (chat.supervisors.some((supervisor) => isMe(viewer, supervisor.adminId))) return 'supervised';
      return viewer.canSupervise ? 'agentChats' : null;
    default:
      return null;
  }
}

/** Tabs shown to the viewer: agent chats and supervised only to supervisors. */
export function visibleTabs(viewer: Viewer): ChatTab[] {
  return CHAT_TABS.filter((tab) => viewer.canSupervise || (tab !== 'agentChats' && tab !== 'supervised'));
}

export function countByTab(chats: readonly LiveChat[], viewer: Viewer): Record<ChatTab, number> {
  const counts = Object.fromEntries(CHAT_TABS.map((tab) => [tab, 0])) as Record<ChatTab, number>;
  chats.forEach((chat) => {
    const tab = tabOf(chat, viewer);
    if (tab) counts[tab] += 1;
  });
  return counts;
}

const WAITING_TABS: ReadonlySet<ChatTab> = new Set(['pending', 'inQueue']);

/** The tab's chats: waiting ones longest-waiting first, the rest most recent activity first. */
export function chatsInTab(chats: readonly LiveChat[], tab: ChatTab, viewer: Viewer): LiveChat[] {
  const inTab = chats.filter((chat) => tabOf(chat, viewer) === tab);
  return WAITING_TABS.has(tab)
    ? inTab.sort((a, b) => (a.handoverAt ?? a.eventListenTimeStamp) - (b.handoverAt ?? b.eventListenTimeStamp))
    : inTab.sort((a, b) => b.eventListenTimeStamp - a.eventListenTimeStamp);
}
