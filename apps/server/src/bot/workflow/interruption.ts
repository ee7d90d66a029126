/**
 * Whether the customer's message interrupts the question a workflow waits on, or answers it
 * (docs/decisions.md "Interrupting a waiting question"). In order: a question set not to be interrupted
 * takes every typed message as an answer attempt; a request for a person interrupts; a tapped quick reply
 * naming an intent is a choice, not an answer; a message that validates as the answer is one; a message
 * confidently (at or above the threshold) another intent than the waiting workflow's own interrupts; else
 * an FAQ answer may interrupt, and without one the message was a wrong answer (retry, then 'failed').
 */
import type { NlpSnapshot } from '@/bot/bot';
import { asksForPerson } from '@/bot/person-request';
import type { BundleIndex } from './bundle-index';
import { answerValue, type QuestionNode } from './executor';

export type Interruption =
  /** Hand the chat to a person now (the waiting workflow is dropped). */
  | 'person'
  /** The classified intent takes over (its workflow replaces the waiting one; a plain reply is followed by the question again). */
  | 'intent'
  /** Not an answer and no confident intent: an FAQ answer interrupts when there is one (then the question again), else a wrong answer. */
  | 'faq'
  /** The message is the answer attempt (stored when valid, else retried as before). */
  | 'answer';

export interface InterruptionInput {
  index: BundleIndex;
  node: QuestionNode;
  /** The workflow the question belongs to (its trigger intents do not interrupt it). */
  wid: string;
  text: string;
  postback?: string | undefined;
  nlp: NlpSnapshot;
  threshold: number;
  /** An intent that means "a person, please" (the 'handover' intent, or one marked to hand over). */
  isPersonIntent: (intent: string) => boolean;
}

const NO_INTENT = 'None';

export function interruptionOf({ index, node, wid, text, postback, nlp, threshold, isPersonIntent }: InterruptionInput): Interruption {
  if (node.data.interruptible === false) return 'answer';
  const confident = nlp.intent !== NO_INTENT && nlp.confidence >= threshold;
  if (asksForPerson(text) || (confident && isPersonIntent(nlp.intent))) return 'person';
  if (postback !== undefined && confident && nlp.intent.toLowerCase() === postback.toLowerCase()) return 'intent';
  if (answerValue(index, node, text) !== undefined) return 'answer';
  // Asking for the same thing again ("where is my order?" while its number is asked for) is a wrong answer, not a restart.
  const own = index.workflows.get(wid)?.workflow.triggerIntents;
  if (confident && !(Array.isArray(own) && own.includes(nlp.intent))) return 'intent';
  return 'faq';
}
