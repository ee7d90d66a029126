/**
 * The composer's send (§3 Message): each message gets a clientMessageId and shows as 'sending'
 * until the ack; a failed one stays with Retry. Whispers go to staff only (sendWhisper).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { STAFF_COMMANDS } from '@switchboard/contracts/live-chat/live-chat.events';
import { messageSchema, type Message, type MessageOrigin } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { MessageFormat } from '@switchboard/contracts/common/rich-text';
import { emitCommand } from '@/features/live-chat/api/live-chat-socket';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { useTranslationStatus } from '@/features/live-chat/api/translation';
import { DEFAULT_AGENT_LANGUAGE } from '@switchboard/contracts/translation/translation.schemas';
import { applyAdminMessage, type ActiveChat } from '@/features/live-chat/model/chat-cache';
import { useOutboxStore, type OutboxItem } from '@/features/live-chat/stores/outbox-store';
import { toast } from '@/lib/feedback/feedback';

export const newClientMessageId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `m-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The ack may carry the stored message (data, or data.message). */
export function messageFromAck(data: unknown): Message | null {
  const direct = messageSchema.safeParse(data);
  if (direct.success) return direct.data;
  const nested = messageSchema.safeParse((data as { message?: unknown } | null)?.message);
  return nested.success ? nested.data : null;
}

export function useSendMessage(sessionId: string, kind: OutboxItem['kind']) {
  const queryClient = useQueryClient();
  // The agent writes in the console's language; the server sends the customer a translation when theirs differs.
  const language = useTranslationStatus().data?.agentLanguage ?? DEFAULT_AGENT_LANGUAGE;

  const deliver = useCallback(async (item: OutboxItem) => {
    const { text, clientMessageId } = item;
    const format = item.format ?? 'text';
    const outcome = item.kind === 'whisper'
      ? await emitCommand('sendWhisper', { sessionId: item.sessionId, text, format, clientMessageId })
      : await emitCommand('sendMessage', { sessionId: item.sessionId, text, format, origin: item.origin ?? 'userTyped', clientMessageId, language });
    const outbox = useOutboxStore.getState();
    if (!outcome.ok) {
      outbox.setStatus(clientMessageId, 'failed');
      return;
    }
    const message = messageFromAck(outcome.data);
    // The translation service failed: the message went as written, and the agent is told.
    const notice = (outcome.data as { notice?: unknown } | null | undefined)?.notice;
    if (typeof notice === 'string') toast.warning(notice);
    if (message) {
      queryClient.setQueryData<ActiveChat>(liveChatKeys.room(message.sessionId), (room) => (room ? applyAdminMessage(room, message) : room));
    }
    outbox.remove(clientMessageId);
  }, [queryClient, language]);

  /** False when the text is not sendable (the reason is shown). */
  const send = useCallback((text: string, origin: MessageOrigin = 'userTyped', format: MessageFormat = 'text'): boolean => {
    const clientMessageId = newClientMessageId();
    const check = STAFF_COMMANDS.sendMessage.safeParse({ sessionId, text, clientMessageId });
    if (!check.success) {
      toast.error(check.error.issues[0]?.message ?? 'This message cannot be sent');
      return false;
    }
    const item: OutboxItem = { clientMessageId, sessionId, text: check.data.text, kind, status: 'sending', createdAt: Date.now(), origin, format };
    useOutboxStore.getState().add(item);
    void deliver(item);
    return true;
  }, [sessionId, kind, deliver]);

  const retry = useCallback((item: OutboxItem) => {
    useOutboxStore.getState().setStatus(item.clientMessageId, 'sending');
    void deliver(item);
  }, [deliver]);

  return { send, retry };
}
