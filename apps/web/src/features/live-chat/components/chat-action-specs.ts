/** Labels, confirmations and payloads of the chat header actions. */
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { ChatAction } from '@/features/live-chat/model/chat-actions';

export interface ActionSpec {
  label: (chat: LiveChat) => string;
  payload: (chat: LiveChat) => Record<string, unknown>;
  confirm?: (chat: LiveChat) => string;
  /** Opens a picker instead of running at once. */
  dialog?: 'transfer' | 'invite';
  primary?: boolean;
  danger?: boolean;
}

const session = (chat: LiveChat) => ({ sessionId: chat.sessionId });
const fixed = (text: string) => () => text;

export const ACTION_SPECS: Record<ChatAction, ActionSpec> = {
  accept: { label: fixed('Accept'), payload: session, primary: true },
  reject: { label: fixed('Reject'), payload: session, danger: true },
  take: { label: fixed('Take'), payload: session, primary: true },
  acceptInvite: { label: fixed('Join chat'), payload: (chat) => ({ ...session(chat), accept: true }), primary: true },
  declineInvite: { label: fixed('Decline invite'), payload: (chat) => ({ ...session(chat), accept: false }) },
  resolve: {
    label: fixed('Resolve'), payload: session, primary: true,
    confirm: (chat) => `Resolve the chat with ${chat.customerName}? It closes for the customer.`,
  },
  transfer: { label: fixed('Transfer'), payload: session, dialog: 'transfer' },
  hold: { label: (chat) => (chat.onHold ? 'Unhold' : 'Hold'), payload: (chat) => ({ ...session(chat), onHold: !chat.onHold }) },
  escalate: { label: fixed('Escalate'), payload: session },
  block: {
    label: (chat) => (chat.blockedStatus ? 'Unblock' : 'Block'), danger: true,
    payload: (chat) => ({ ...session(chat), blocked: !chat.blockedStatus }),
    confirm: (chat) => (chat.blockedStatus ? `Unblock ${chat.customerName}?` : `Block ${chat.customerName}? They cannot reach an agent while blocked.`),
  },
  invite: { label: fixed('Invite agent'), payload: session, dialog: 'invite' },
  raiseHand: { label: (chat) => (chat.raisedHand ? 'Lower hand' : 'Raise hand'), payload: (chat) => ({ ...session(chat), raised: !chat.raisedHand }) },
  whisper: { label: fixed('Whisper'), payload: (chat) => ({ ...session(chat), mode: 'whisper' }) },
  barge: { label: fixed('Barge'), payload: (chat) => ({ ...session(chat), mode: 'barge' }) },
  takeover: {
    label: fixed('Take over'), payload: session, danger: true,
    confirm: (chat) => `Take this chat over from ${chat.agentName ?? 'the agent'}?`,
  },
  relinquish: { label: fixed('Relinquish'), payload: session },
};
