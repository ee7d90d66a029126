/**
 * The demo brand's bot, built with the bot builder's own pieces: intents with utterances and
 * answers, an order-number regex entity and a product list entity, the workflows, bot messages and
 * bot params of bot-workflows-seed.ts, the demo store's brand function and environment variable
 * (demo-order-function.ts) and the FAQs and returns policy of bot-faq-seed.ts, trained
 * (classifier and FAQ model, as trainApp does) and published at seed time so customers talk to a real
 * classifier from the first start. Training is seeded (deterministic) and done once per process.
 */
import { BOT_TEXTS, QUICK_REPLIES } from '@/bot/demo-bot';
import type { BotBundle } from '@/bot/bot-bundle';
import { trainBot, type DraftBot, type TrainedBot } from '@/bot/training/train-bot';
import { buildFaqVersion, type BuiltFaqModel } from '@/bot/faq/build-faq-version';
import { faqPhrasings, type FaqDraft } from '@/bot/faq/faq-model';
import type { Executor } from '@/db/client';
import { botEntities, botIntents, botUtterances } from '@/db/schema/bot-builder';
import { botDeployments, botModels, botPublished } from '@/db/schema/bot-models';
import { insertFaqModel } from '@/modules/bot-builder/faq-models.repository';
import { demoFaqDraft, seedBotFaqs } from './bot-faq-seed';
import { DEMO_MESSAGES, DEMO_PARAMS, DEMO_WORKFLOWS, seedBotWorkflows } from './bot-workflows-seed';
import { DEMO_BRAND } from './demo-brand';
import { DEMO_ORDER_FUNCTION, demoEnvironment, seedDemoOrderFunction } from './demo-order-function';

const SEEDED_BY = 'Demo seed';

export const DEMO_ENTITIES: DraftBot['entities'] = [
  { type: 'regex', name: 'order_number', pattern: 'ORD-?\\d{4,8}' },
  { type: 'list', name: 'product', values: [
    { value: 'headphones', synonyms: ['headset', 'earphones', 'earbuds'] },
    { value: 'phone', synonyms: ['mobile', 'smartphone', 'cellphone'] },
    { value: 'laptop', synonyms: ['notebook', 'computer'] },
  ] },
];

export const DEMO_INTENTS: (DraftBot['intents'][number])[] = [
  {
    name: 'greeting', reply: BOT_TEXTS.greeting, handover: false, quickReplies: QUICK_REPLIES.map((q) => ({ ...q })), blocked: [],
    utterances: ['hello', 'hi', 'hey', 'hello there', 'hi there', 'hey there', 'good morning', 'good afternoon', 'good evening',
      'hello again', 'hi again', 'hey, anyone there?', 'hiya', 'greetings', 'start', 'good day', 'howdy', 'hi, is anyone there?'],
  },
  {
    name: 'order_status', reply: BOT_TEXTS.orderStatus, handover: false, quickReplies: [], blocked: [],
    utterances: ['where is my order', 'where is my order?', 'track my order', 'order status', 'what is the status of my order',
      'my order has not arrived', 'when will my order be delivered', 'has my package shipped', 'track order ORD-12345',
      'where is order ORD-99881', 'delivery status of my order', 'I want to track my delivery', 'my parcel is late',
      'shipping status please', 'when does my headphones order arrive'],
  },
  {
    name: 'handover', reply: BOT_TEXTS.handover, handover: true, quickReplies: [], blocked: [],
    utterances: ['talk to an agent', 'I want to talk to a human', 'I need a human', 'connect me to a person', 'can I speak to someone',
      'real person please', 'agent', 'human', 'representative', 'speak to customer service', 'transfer me to an agent',
      'let me talk to a real person', 'I want a human', 'get me a human agent', 'customer care executive please'],
  },
  {
    name: 'thanks', reply: BOT_TEXTS.thanks, handover: false, quickReplies: [], blocked: [],
    utterances: ['thanks', 'thank you', 'thx', 'thanks a lot', 'thank you so much', 'great, thanks', 'many thanks', 'cheers',
      'thanks for your help', 'that was helpful, thank you', 'appreciate it', 'ty'],
  },
  {
    name: 'goodbye', reply: 'Goodbye! Come back any time.', handover: false, quickReplies: [], blocked: [],
    utterances: ['bye', 'goodbye', 'see you', 'see you later', 'bye bye', 'that is all', "that's all for now", 'nothing else',
      'I am done', 'have a nice day', 'talk later', 'good night', 'bye for now', 'talk to you later', 'catch you later',
      'have a good day', 'ok bye', 'I have to go', 'that will be all'],
  },
];

let trained: Promise<{ bot: TrainedBot; faq: BuiltFaqModel }> | undefined;
const demoDraft = (faq: FaqDraft): DraftBot => ({
  language: DEMO_BRAND.nlpServiceDetails.language, threshold: DEMO_BRAND.nlpServiceDetails.threshold,
  intents: DEMO_INTENTS, entities: DEMO_ENTITIES, workflows: DEMO_WORKFLOWS, messages: DEMO_MESSAGES, params: DEMO_PARAMS,
  functions: [DEMO_ORDER_FUNCTION], noIntent: faqPhrasings(faq),
});
/** The seeded version, trained like trainApp trains a draft: the classifier and the FAQ model. */
async function trainDemo() {
  const faqDraft = demoFaqDraft(DEMO_BRAND.nlpServiceDetails.language);
  return { bot: await trainBot(demoDraft(faqDraft), () => undefined, () => undefined), faq: buildFaqVersion(faqDraft, () => undefined) };
}

/** The seeded version's bundle: trained once per process; the environment (this server's address) is the seed's. */
export async function demoBundle(publicUrl: string) {
  trained ??= trainDemo();
  const { bot: { bundle, evaluation }, faq } = await trained;
  return { bundle: { ...bundle, environment: demoEnvironment(publicUrl), faq: faq.model }, evaluation, faq };
}

/** Answers the published version (the demo history's bot answers with it). */
export async function seedBot(tx: Executor, brandId: string, publicUrl: string): Promise<{ modelId: string; bundle: BotBundle }> {
  const intents = await tx.insert(botIntents).values(DEMO_INTENTS.map(({ name, reply, handover, quickReplies }) => ({
    brandId, name, reply, handover, quickReplies,
  }))).returning({ id: botIntents.id, name: botIntents.name });
  const idOf = new Map(intents.map((intent) => [intent.name, intent.id]));
  await tx.insert(botUtterances).values(DEMO_INTENTS.flatMap((intent) => intent.utterances.map((text) => {
    const order = /ORD-?\d{4,8}/.exec(text);
    return {
      intentId: idOf.get(intent.name)!, text, kind: 'utterance' as const,
      entities: order ? [{ entity: 'order_number', start: order.index, end: order.index + order[0].length }] : [],
    };
  })));
  await tx.insert(botEntities).values(DEMO_ENTITIES.map((entity) => ({
    brandId, name: entity.name, type: entity.type,
    values: entity.type === 'list' ? entity.values : [], pattern: entity.type === 'regex' ? entity.pattern : null,
  })));

  await seedDemoOrderFunction(tx, brandId, publicUrl);
  await seedBotWorkflows(tx, brandId);
  await seedBotFaqs(tx, brandId);

  const { bundle, evaluation, faq } = await demoBundle(publicUrl);
  const [model] = await tx.insert(botModels).values({
    brandId, version: 1, status: 'trained', progress: 1, bundle, evaluation,
    utteranceCount: DEMO_INTENTS.reduce((sum, intent) => sum + intent.utterances.length, 0), intentCount: DEMO_INTENTS.length,
    logs: ['Trained and published by the demo seed'], trainedByName: SEEDED_BY, finishedAt: new Date(),
  }).returning({ id: botModels.id });
  await insertFaqModel(tx, model!.id, faq.figures);
  await tx.insert(botPublished).values({ brandId, modelId: model!.id });
  await tx.insert(botDeployments).values({ brandId, action: 'publish', modelId: model!.id, byName: SEEDED_BY });
  return { modelId: model!.id, bundle };
}
