/**
 * Which customer messages the bot read and which it recognised: the definition behind the recognition rate and the
 * fallback conversations (contracts METRICS.recognitionRate / fallbackRate). The facts trigger of migration 0024
 * counts nlu_messages and recognized_messages with exactly these conditions (written there in plpgsql, with the
 * threshold as a literal 0.5); the query report needs them per message. analytics.query.api.test.ts checks that the
 * messages picked here are as many as the facts' nlu_messages − recognized_messages.
 */
import { sql, type SQL } from 'drizzle-orm';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';

/** The bot read the message (a customer message with an NLU snapshot). */
export const readByBot = (alias: string): SQL => sql`(${sql.raw(alias)}.sender = 'customer' and jsonb_typeof(${sql.raw(alias)}.nlp_snapshot) = 'object')`;

/** An intent other than None, scored at or above the threshold (false, never null, when the score is missing). */
export const recognised = (alias: string): SQL => {
  const nlp = sql.raw(`${alias}.nlp_snapshot`);
  return sql`coalesce(coalesce(${nlp}->>'intent', 'None') <> 'None' and jsonb_typeof(${nlp}->'confidence') = 'number'
    and (${nlp}->>'confidence')::float8 >= ${THRESHOLDS.intentScore}, false)`;
};

/** A message the bot could not answer: read, and not recognised (a fallback or below the threshold). */
export const unanswered = (alias: string): SQL => sql`(${readByBot(alias)} and not ${recognised(alias)})`;
