/** Chat list events (§4): addition, updation, deletion, tagAddition. */
import { TEXTS } from '@switchboard/contracts/common/texts';
import { additionSchema, deletionSchema } from '@switchboard/contracts/live-chat/live-chat.events';
import { liveChatSchema } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { profileSectionsSchema } from '@/features/live-chat/api/join-chat-room';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { mergeChat, removeChat, upsertChat } from '@/features/live-chat/model/chat-cache';
import { tabOf } from '@/features/live-chat/model/chat-tabs';
import { isMe } from '@/features/live-chat/model/viewer';
import { cacheAccess, isOpen, type Handler, type LiveChatEffects } from '@/features/live-chat/hooks/event-context';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';
import { useOutboxStore } from '@/features/live-chat/stores/outbox-store';
import { usePresenceStore } from '@/features/live-chat/stores/presence-store';

export function chatListHandlers(fx: LiveChatEffects) {
  const { queryClient } = fx;
  const { list, setList, patchRoom, sessionOfPsid } = cacheAccess(queryClient);

  const addition: Handler = (payload) => {
    const parsed = additionSchema.safeParse(payload);
    if (!parsed.success) return;
    const chat = parsed.data.newLiveUser;
    setList((old) => upsertChat(old, chat));
    const viewer = fx.viewer();
    const tab = viewer ? tabOf(chat, viewer) : null;
    if (tab === 'pending' || tab === 'inQueue' || tab === 'pendingInvite' || tab === 'myChats') fx.notifyNewChat(chat);
  };

  const updation: Handler = (payload) => {
    const { changedChatDetails: changes, changedUserProfileDetails: profile, changedSessionLanguage: language } =
      (payload ?? {}) as Record<string, unknown>;
    const details = liveChatSchema.partial().extend({ sessionId: liveChatSchema.shape.sessionId }).safeParse(changes);
    if (details.success) {
      const before = list().find((chat) => chat.sessionId === details.data.sessionId);
      const stallRise = before ? Math.max(0, (details.data.adminStallCount ?? before.adminStallCount) - before.adminStallCount)
        + Math.max(0, (details.data.customerStallCount ?? before.customerStallCount) - before.customerStallCount) : 0;
      if (stallRise > 0 && !isOpen(details.data.sessionId)) useLiveChatStore.getState().bumpStall(details.data.sessionId, stallRise);
      setList((old) => mergeChat(old, details.data));
      if (details.data.selectedTags) patchRoom(details.data.sessionId, (room) => ({ ...room, selectedTags: details.data.selectedTags ?? [] }));
    }
    const profileUpdate = profile as { psid?: string; userProfileDetails?: unknown } | undefined;
    const sections = profileSectionsSchema.safeParse(profileUpdate?.userProfileDetails);
    const profileSession = profileUpdate?.psid ? sessionOfPsid(profileUpdate.psid) : undefined;
    if (sections.success && profileSession) patchRoom(profileSession, (room) => ({ ...room, profile: sections.data }));
    const lang = language as { psid?: string; session_language?: string } | undefined;
    if (lang?.psid && typeof lang.session_language === 'string') {
      const sessionLanguage = lang.session_language;
      const session = sessionOfPsid(lang.psid);
      setList((old) => mergeChat(old, { psid: lang.psid, session_language: sessionLanguage }));
      if (session) patchRoom(session, (room) => ({ ...room, session_language: sessionLanguage }));
    }
  };

  const deletion: Handler = (payload) => {
    const parsed = deletionSchema.safeParse(payload);
    if (!parsed.success) return;
    const { sessionId, disconnectedChatPsid: psid, reason } = parsed.data;
    if (!sessionId && !psid) return;
    const { removed } = removeChat(list(), { sessionId, psid });
    setList((old) => removeChat(old, { sessionId, psid }).list);
    const viewer = fx.viewer();
    removed.forEach((chat) => {
      const wasOpen = isOpen(chat.sessionId);
      useLiveChatStore.getState().forgetChat(chat.sessionId);
      usePresenceStore.getState().forgetChat(chat.sessionId);
      useOutboxStore.getState().forgetChat(chat.sessionId);
      queryClient.removeQueries({ queryKey: liveChatKeys.room(chat.sessionId), exact: true });
      if (!wasOpen || reason === 'resolved' || !viewer) return;
      const watching = !isMe(viewer, chat.agentId) && chat.supervisors.some((item) => isMe(viewer, item.adminId));
      fx.warn(watching ? TEXTS.supervisedCustomerGone : TEXTS.activeClientGone);
    });
  };

  const tagAddition: Handler = (payload) => {
    const parsed = liveChatSchema.safeParse((payload as { newUntaggedChat?: unknown } | null)?.newUntaggedChat);
    if (parsed.success) setList((old) => upsertChat(old, parsed.data));
  };

  return { addition, updation, deletion, tagAddition };
}
