/**
 * Pure cache reducers for the live chat list and the open chats (§4 "Live chat events"). The
 * realtime hook applies them to the TanStack Query cache; each returns a new value.
 */
import type { DeliveryStatus, LiveChat, Message, ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';

/** An open chat (§3 "Active chat"), as joinChatRoom returns it and events patch it. */
export interface ActiveChat {
  sessionId: string;
  psid: string;
  messages: Message[];
  profile: ProfileSection[];
  selectedTags: string[];
  session_language: string;
  /**
   * The customer's read watermarks received so far (client-side only): a message that reaches the cache after its
   * receipt (the send's ack behind the customer's "seen") still shows the status it already has.
   */
  receipts?: Partial<Record<'delivered' | 'seen', number>>;
}

export type ChatRef = { sessionId?: string | undefined; psid?: string | undefined };

export const matchesChat = (chat: Pick<LiveChat, 'sessionId' | 'psid'>, ref: ChatRef): boolean =>
  ref.sessionId ? chat.sessionId === ref.sessionId : Boolean(ref.psid) && chat.psid === ref.psid;

/** Addition: a new chat, or the same session again, replaces its entry. */
export function upsertChat(list: readonly LiveChat[] | undefined, chat: LiveChat): LiveChat[] {
  const rest = (list ?? []).filter((item) => item.sessionId !== chat.sessionId);
  return [...rest, chat];
}

/** Updation: merges changed details into the chat with that session (else that psid). */
export function mergeChat(list: readonly LiveChat[] | undefined, changes: Partial<LiveChat> & ChatRef): LiveChat[] {
  return (list ?? []).map((chat) => (matchesChat(chat, changes) ? { ...chat, ...changes } : chat));
}

export function removeChat(list: readonly LiveChat[] | undefined, ref: ChatRef): { list: LiveChat[]; removed: LiveChat[] } {
  const removed = (list ?? []).filter((chat) => matchesChat(chat, ref));
  return { list: (list ?? []).filter((chat) => !matchesChat(chat, ref)), removed };
}

const bySeq = (a: Message, b: Message) => a.seq - b.seq;

/** Adds messages of this chat: a seq already present is replaced (no duplicates), order is by seq. */
export function appendMessages(room: ActiveChat, incoming: readonly Message[]): ActiveChat {
  const mine = incoming.filter((message) => message.sessionId === room.sessionId);
  if (mine.length === 0) return room;
  const bySeqMap = new Map(room.messages.map((message) => [message.seq, message]));
  mine.forEach((message) => bySeqMap.set(message.seq, withReceipts(room, message, bySeqMap.get(message.seq))));
  return { ...room, messages: [...bySeqMap.values()].sort(bySeq) };
}

/**
 * A room read again while events kept patching the cached one: what an event changed meanwhile (the language the
 * server detected from the message the customer sent as the agent accepted, the profile, the tags) is newer than
 * what the read saw. A detail is the event's when the cache's value is no longer the one it had when the read began.
 */
export function keepDetailsChangedDuringRead(read: ActiveChat, before: ActiveChat | undefined, now: ActiveChat | undefined): ActiveChat {
  if (!before || !now) return read;
  return {
    ...read,
    session_language: now.session_language !== before.session_language ? now.session_language : read.session_language,
    profile: now.profile !== before.profile ? now.profile : read.profile,
    selectedTags: now.selectedTags !== before.selectedTags ? now.selectedTags : read.selectedTags,
  };
}

/**
 * Bot responses (§4): when bot messages with the response's chatlogId are already shown they are
 * edited in place (the new set takes their place); otherwise the messages are appended.
 */
export function applyBotResponse(room: ActiveChat, chatlogId: string, botMessages: readonly Message[]): ActiveChat {
  const mine = botMessages.filter((message) => message.sessionId === room.sessionId);
  const edited = (message: Message) => message.chatlogId === chatlogId && message.sender !== 'customer';
  const first = room.messages.findIndex(edited);
  if (first < 0) return appendMessages(room, mine);
  const kept = room.messages.filter((message) => !edited(message));
  const incomingSeqs = new Set(mine.map((message) => message.seq));
  const before = kept.slice(0, first).filter((message) => !incomingSeqs.has(message.seq));
  const after = kept.slice(first).filter((message) => !incomingSeqs.has(message.seq));
  return { ...room, messages: [...before, ...mine, ...after] };
}

/** An admin message (sent, or its status changed): replaced by chatlogId, else added by seq. */
export function applyAdminMessage(room: ActiveChat, message: Message): ActiveChat {
  if (message.sessionId !== room.sessionId) return room;
  const index = room.messages.findIndex((item) => item.chatlogId === message.chatlogId);
  if (index < 0) return appendMessages(room, [message]);
  const messages = room.messages.slice();
  messages[index] = withReceipts(room, message, messages[index]);
  return { ...room, messages };
}

const STATUS_RANK: Record<DeliveryStatus, number> = { sent: 0, delivered: 1, seen: 2, failed: -1 };
const further = (a: DeliveryStatus, b: DeliveryStatus): DeliveryStatus => (STATUS_RANK[b] > STATUS_RANK[a] ? b : a);

/**
 * A staff message as it enters the cache never shows less than it already did or than the receipts received before
 * it: a status only moves forward (sent → delivered → seen), except to failed, which the server alone decides.
 */
function withReceipts(room: ActiveChat, message: Message, shown: Message | undefined): Message {
  if (message.sender === 'customer' || message.readStatus === 'failed') return message;
  let status = shown && shown.readStatus !== 'failed' ? further(message.readStatus, shown.readStatus) : message.readStatus;
  const { delivered = 0, seen = 0 } = room.receipts ?? {};
  if (message.seq <= delivered) status = further(status, 'delivered');
  if (message.seq <= seen) status = further(status, 'seen');
  return status === message.readStatus ? message : { ...message, readStatus: status };
}

/**
 * A read watermark: every message up to `upToSeq` not sent by the customer moves forward to
 * `readStatus` (sent → delivered → seen, never back; failed ones stay failed).
 */
export function applySeenWatermark(room: ActiveChat, upToSeq: number, readStatus: DeliveryStatus): ActiveChat {
  let changed = false;
  if (readStatus === 'delivered' || readStatus === 'seen') {
    // Seen covers delivered: a delivered receipt behind the seen one adds nothing.
    const known = Math.max(room.receipts?.[readStatus] ?? 0, room.receipts?.seen ?? 0);
    if (upToSeq > known) {
      room = { ...room, receipts: { ...room.receipts, [readStatus]: upToSeq } };
      changed = true;
    }
  }
  const messages = room.messages.map((message) => {
    const moves = message.sender !== 'customer' && message.seq <= upToSeq && message.readStatus !== 'failed'
      && STATUS_RANK[message.readStatus] < STATUS_RANK[readStatus];
    if (!moves) return message;
    changed = true;
    return { ...message, readStatus };
  });
  return changed ? { ...room, messages } : room;
}

export const lastSeqOf = (room: ActiveChat): number => room.messages.reduce((max, message) => Math.max(max, message.seq), 0);

/** The newest customer message, for the seen receipt. */
export const lastCustomerSeq = (room: ActiveChat): number =>
  room.messages.reduce((max, message) => (message.sender === 'customer' ? Math.max(max, message.seq) : max), 0);
