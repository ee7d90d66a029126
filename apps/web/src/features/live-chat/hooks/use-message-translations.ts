/**
 * Shows the open chat's customer messages in the agent's language: when a translation service is configured and
 * the chat's language differs from the agent's, each customer message without a translation is translated once
 * (the server stores it, so history has both texts). A failure leaves the message as written, marked for Retry.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { DEFAULT_AGENT_LANGUAGE } from '@switchboard/contracts/translation/translation.schemas';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { translateMessage, useTranslationStatus } from '@/features/live-chat/api/translation';
import type { ActiveChat } from '@/features/live-chat/model/chat-cache';
import { needsTranslation, withTranslation } from '@/features/live-chat/model/translations';
import { useTranslationStore } from '@/features/live-chat/stores/translation-store';

export function useTranslateMessage(sessionId: string) {
  const queryClient = useQueryClient();
  const status = useTranslationStatus();
  const target = status.data?.agentLanguage ?? DEFAULT_AGENT_LANGUAGE;
  return useCallback(async (chatlogId: string) => {
    const { setFailed } = useTranslationStore.getState();
    try {
      const { translation } = await translateMessage(sessionId, chatlogId, target);
      setFailed(chatlogId, false);
      if (translation) queryClient.setQueryData<ActiveChat>(liveChatKeys.room(sessionId), (room) => room && withTranslation(room, chatlogId, translation));
    } catch {
      setFailed(chatlogId, true);
    }
  }, [queryClient, sessionId, target]);
}

export function useMessageTranslations(sessionId: string, room: ActiveChat | undefined) {
  const status = useTranslationStatus();
  const translate = useTranslateMessage(sessionId);
  const asked = useRef(new Set<string>());
  const target = status.data?.agentLanguage ?? DEFAULT_AGENT_LANGUAGE;
  const wanted = !!status.data?.configured && !!room?.session_language && room.session_language !== target;
  const messages = room?.messages;

  useEffect(() => {
    if (!wanted || !messages) return;
    for (const message of messages) {
      if (!needsTranslation(message) || asked.current.has(message.chatlogId)) continue;
      asked.current.add(message.chatlogId);
      void translate(message.chatlogId);
    }
  }, [wanted, messages, translate]);
}
