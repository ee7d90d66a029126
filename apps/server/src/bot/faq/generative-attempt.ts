/**
 * What one generative FAQ question came to (issue 24, /analytics/genai): the runtime hands it back with the bot's
 * turn and the live chat stores it (genai_answers) once the reply is stored. No session here: the runtime does not
 * know where it is kept.
 */
import type { GenAiFailureReason, GenAiOutcome } from '@switchboard/contracts/analytics/genai.schemas';

export interface GenerativeAttempt {
  question: string;
  outcome: GenAiOutcome;
  /** "<document title>#<n>" (n: the passage's place in its document, from 1). */
  passageIds: string[];
  brandId: string | null;
  model: string | null;
  /** From the completions response's `usage`; null when it had none. */
  tokensIn: number | null;
  tokensOut: number | null;
  /** The model call's wall time; null when no model was asked. */
  latencyMs: number | null;
  failureReason: GenAiFailureReason | null;
}

/**
 * The model was told to say it does not know when the sources lack the answer (groundedMessages): such a reply is
 * sent as it is, but it is not an answer.
 */
export const saysUnknown = (text: string) =>
  /\b(i\s+)?(do\s+not|don't|don’t)\s+know\b|\b(cannot|can't|can’t|unable to)\s+(find|answer)\b|\bnot\s+(sure|able to answer)\b/i.test(text);
