/**
 * What a trained bot version holds: the draft as it was when training started (intents with their
 * answers and blocked sentences, entities) and the classifier trained from it. Stored as jsonb on the
 * model row; the runtime and the try-it panel answer from it alone.
 */
import type { IntentModel } from './nlu/intent-classifier';
import type { EntityDefinition } from './entities/entity-definition';
import type { FaqModel } from './faq/faq-model';

export interface BundleIntent {
  name: string;
  reply: string;
  handover: boolean;
  quickReplies: { label: string; value: string }[];
  /** Blocked sentences, lower-cased and trimmed: they never trigger this intent. */
  blocked: string[];
}

export interface BotBundle {
  language: string;
  intents: BundleIntent[];
  entities: EntityDefinition[];
  model: IntentModel;
  /** FAQs and document passages (answerFaq); absent on versions trained before the FAQ model existed. */
  faq?: FaqModel;
}
