/**
 * What a trained bot version holds: the draft as it was when training started (intents with their
 * answers and blocked sentences, entities, workflows, bot messages, bot params) and the classifier
 * trained from it. Stored as jsonb on the
 * model row; the runtime and the try-it panel answer from it alone.
 */
import type { BotMessage } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import type { BotParam } from '@switchboard/contracts/bot-builder/bot-param.schemas';
import type { BrandFunction } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import type { Workflow } from '@switchboard/contracts/bot-builder/workflow.schemas';
import type { BundleDialogueDomain } from './dialogue-policy/dialogue-runtime';
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
  /**
   * The draft's workflows, bot messages and bot params as they were at training. Optional only
   * because versions trained before workflows existed lack them (they answer intents with replies).
   */
  workflows?: Workflow[];
  messages?: BotMessage[];
  params?: BotParam[];
  /** The brand functions and the live environment's variables (BOT_ENVIRONMENT) at training. */
  functions?: BrandFunction[];
  environment?: Record<string, string>;
  /** FAQs and document passages (answerFaq); absent on versions trained before the FAQ model existed. */
  faq?: FaqModel;
  /** Dialogue domains with their latest trained policy when the bot was trained (issue 30); absent: none. */
  dialogues?: BundleDialogueDomain[];
}
