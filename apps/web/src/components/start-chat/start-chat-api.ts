/**
 * admin/v2/startLiveChatSession {psid} and POST /admin/v2/blank {psid, text, clientMessageId} (issue 23): the agent
 * starts a chat with a customer, with or without a first message. Shared by the customer profile and chat history;
 * the live list learns of the chat through its `addition` event.
 */
import { useMutation } from '@tanstack/react-query';
import {
  blankMessageBodySchema, blankMessageDataSchema, PROACTIVE_PATHS, startLiveChatBodySchema, startLiveChatDataSchema,
} from '@switchboard/contracts/live-chat/proactive.api';
import { http } from '@/lib/http/api';

export interface StartChatInput { psid: string; text: string; clientMessageId: string }

/** Answers the chat's sessionId. A failure's message is shown in the dialog (quiet: no toast besides). */
export async function startChat({ psid, text, clientMessageId }: StartChatInput): Promise<string> {
  if (text.trim() === '') {
    const body = startLiveChatBodySchema.parse({ psid });
    return startLiveChatDataSchema.parse(await http.requestData<unknown>(PROACTIVE_PATHS.startLiveChatSession, { method: 'POST', body, quiet: true })).sessionId;
  }
  const body = blankMessageBodySchema.parse({ psid, text, clientMessageId });
  return blankMessageDataSchema.parse(await http.requestData<unknown>(PROACTIVE_PATHS.blank, { method: 'POST', body, quiet: true })).sessionId;
}

export const useStartChat = () => useMutation({ mutationFn: startChat });
