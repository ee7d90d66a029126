/**
 * A draft test case from what really happened: each customer turn the bot answered, with what the bot did then as
 * expectations (intent, entities found, its messages' exact texts, the hand-over). Strict on purpose: the trainer
 * loosens what may change (a confidence, a wording) before saving.
 */
import { readTextOf } from '@switchboard/contracts/automated-testing/read-text';
import type { TryItData } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { TestTurn, TurnExpectations } from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { HistoryMessage } from '@switchboard/contracts/history/history.schemas';

interface Snapshot { intent?: unknown; entities?: unknown }

const MAX_TEXT = 500;
const clip = (text: string) => text.trim().slice(0, MAX_TEXT);

/**
 * Messages carry no bot-message id (the runtime sends drafts of type and content), so bot messages are matched by
 * exact text, the text the customer read (a rich-text message's words, not its tags). Matching is by position: the list stops at the first message without text (a card, a media) so the
 * positions after it are not misattributed.
 */
function messageExpectations(texts: Array<string | undefined>): TurnExpectations['botMessages'] {
  const out: NonNullable<TurnExpectations['botMessages']> = [];
  for (const text of texts) {
    if (!text?.trim()) break;
    out.push({ match: 'exact', text: clip(text) });
  }
  return out.length ? out : undefined;
}

function fromSnapshot(snapshot: Snapshot | null | undefined): TurnExpectations {
  const expect: TurnExpectations = {};
  if (typeof snapshot?.intent === 'string' && snapshot.intent) expect.intent = { name: snapshot.intent };
  if (Array.isArray(snapshot?.entities) && snapshot.entities.length) {
    expect.entities = (snapshot.entities as Array<{ entity?: unknown; value?: unknown }>)
      .filter((e) => typeof e.entity === 'string' && typeof e.value === 'string' && e.value.trim())
      .slice(0, 20).map((e) => ({ entity: e.entity as string, value: clip(e.value as string) }));
    if (!expect.entities.length) delete expect.entities;
  }
  return expect;
}

/**
 * A chat from history: the bot's part ends at the first message of a person (an agent's line); the customer turn just
 * before it is where the bot handed over. Customer messages after that were not the bot's and are left out.
 */
export function draftFromHistory(messages: HistoryMessage[], handedOver: boolean): TestTurn[] {
  const turns: TestTurn[] = [];
  let pending: { text: string; expect: TurnExpectations; replies: Array<string | undefined> } | undefined;
  const flush = () => {
    if (!pending) return;
    const botMessages = messageExpectations(pending.replies);
    turns.push({ kind: 'text', text: pending.text, expect: { ...pending.expect, ...(botMessages ? { botMessages } : {}) } });
    pending = undefined;
  };
  let personJoined = false;
  for (const message of messages) {
    if (message.sender === 'admin') { personJoined = true; break; }
    if (message.sender === 'customer' && message.content.text?.trim()) {
      flush();
      pending = { text: clip(message.content.text), expect: fromSnapshot(message.NLPSnapshot as Snapshot | undefined), replies: [] };
    } else if (message.sender === 'chatbot' && pending) {
      pending.replies.push(readTextOf(message.content));
    }
  }
  flush();
  const last = turns.at(-1);
  if (last && (handedOver || personJoined)) last.expect.handover = { handedOver: true };
  return turns;
}

/** The try-it panel's transcript: each answer carries everything the draft bot did. */
export function draftFromTryIt(exchanges: Array<{ text: string; result: TryItData }>): TestTurn[] {
  return exchanges.map(({ text, result }) => {
    const expect = fromSnapshot(result);
    const botMessages = messageExpectations(result.messages.map((m) => readTextOf(m.content)));
    if (botMessages) expect.botMessages = botMessages;
    if (result.handover) {
      expect.handover = { handedOver: true, ...(result.handover.groupId ? { groupId: result.handover.groupId } : {}) };
      if (result.ticketOffered) expect.ticketOffered = true;
    }
    if (Object.keys(result.conversation.variables).length) expect.variables = { ...result.conversation.variables };
    return { kind: 'text', text: clip(text), expect };
  });
}
