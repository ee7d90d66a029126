/** trainApp / publishApp / trainingStatus / tryIt and model management (models, logs, activate, roll back). */
import { expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as T, MODEL_PATHS as M, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { Intent, TryItData } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { DeploymentLog, ModelSummary, TrainingLog, TrainingStatus } from '@switchboard/contracts/models/models.schemas';
import { eq } from 'drizzle-orm';
import { botModels } from '@/db/schema/bot-models';
import { brands } from '@/db/schema/brands';
import { describeBackends } from '@/testing/backends';
import { DEMO_INTENTS } from '@/seed/bot-seed';
import { callerFor, dataOf, UNKNOWN_ID, type Caller } from './bot-builder.test-kit';

type Page<T> = { items: T[]; totalCount: number };

const STORE_HOURS = ['when do you open', 'what are your opening hours', 'are you open on sunday', 'what time do you close',
  'opening times please', 'store hours', 'when does the shop open', 'are you open today'];

describeBackends('bot builder: train, publish, try it, model management', (context) => {
  const idle = () => context.app.services.botBuilder.training.idle();

  async function addStoreHours(caller: Caller) {
    const intent = dataOf<Intent>(await caller.post(P.intents, { name: 'store_hours', reply: 'We are open 9 to 6, Monday to Saturday.' }));
    for (const text of STORE_HOURS) expect((await caller.post(withId(P.utterances, intent.id), { text })).statusCode).toBe(200);
    return intent;
  }

  it('refuses a training while another runs (412, even on another instance), takes over an abandoned one, and reports the persisted flag', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    const db = context.database.db;
    const [brand] = await db.select({ id: brands.id }).from(brands);
    // A training started by another instance: its row is the busy flag every instance sees.
    const [other] = await db.insert(botModels).values({ brandId: brand!.id, version: 2, status: 'training', progress: 0.3, trainedByName: 'Other instance' }).returning();
    expect(dataOf<TrainingStatus>(await trainer.get(P.trainingStatus))).toMatchObject({ bot_training: true, latest: { version: 2, progress: 0.3 } });
    const refused = await trainer.post(P.trainApp);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ message: T.trainingInProgress });

    // That instance died: after 5 minutes without progress its training no longer blocks.
    await db.update(botModels).set({ updatedAt: new Date(Date.now() - 6 * 60_000) }).where(eq(botModels.id, other!.id));
    await addStoreHours(trainer);
    const started = await trainer.post(P.trainApp);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ message: T.trainingInProgress, data: { status: 'training', version: 3 } });
    const [abandoned] = await db.select().from(botModels).where(eq(botModels.id, other!.id));
    expect(abandoned).toMatchObject({ status: 'failed', error: 'Training was interrupted' });
    await idle();
    const status = dataOf<TrainingStatus>(await trainer.get(P.trainingStatus));
    expect(status).toMatchObject({ bot_training: false, latest: { version: 3, status: 'trained', progress: 1, published: false }, published: { version: 1 } });
    const evaluation = status.latest?.evaluation;
    expect(evaluation?.intents.map((intent) => intent.intent).sort()).toEqual([...DEMO_INTENTS.map((i) => i.name), 'store_hours'].sort());
    // Every 5th utterance of each intent with >= 5 utterances is held out.
    expect(evaluation?.heldOut).toBe([...DEMO_INTENTS.map((i) => i.utterances.length), STORE_HOURS.length].reduce((sum, n) => sum + Math.floor(n / 5), 0));
    expect(evaluation?.intents.find((i) => i.intent === 'store_hours')).toMatchObject({ count: 1 });
    expect(status.latest?.dataSize).toEqual({ utterances: DEMO_INTENTS.reduce((s, i) => s + i.utterances.length, 0) + STORE_HOURS.length, intents: DEMO_INTENTS.length + 1 });
  });

  it('tries the draft, publishes it, and rolls back to the previous version (deployment log)', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    await addStoreHours(trainer);
    await trainer.post(P.trainApp);
    await idle();

    const tried = await trainer.post(P.tryIt, { text: 'what are your opening hours on sunday?' });
    expect(tried.statusCode, tried.body).toBe(200);
    expect(dataOf<TryItData>(tried)).toMatchObject({ intent: 'store_hours', modelVersion: 2, reply: 'We are open 9 to 6, Monday to Saturday.' });
    const order = dataOf<TryItData>(await trainer.post(P.tryIt, { text: 'where is my order ORD-55512, call me on +91 98765 43210' }));
    expect(order.intent).toBe('order_status');
    expect(order.confidence).toBeGreaterThanOrEqual(0.5);
    expect(order.entities).toEqual([
      expect.objectContaining({ entity: 'order_number', value: 'ORD-55512' }),
      expect.objectContaining({ entity: 'phone', value: '+919876543210' }),
    ]);
    expect((await trainer.post(P.tryIt, { text: '' })).statusCode).toBe(400);

    const bot = context.app.services.botBuilder.bot;
    expect(bot.current?.version).toBe(1);
    const published = await trainer.post(P.publishApp);
    expect(published.statusCode, published.body).toBe(200);
    expect(dataOf<TrainingStatus>(published).published).toMatchObject({ version: 2, published: true });
    expect(bot.current?.version).toBe(2);
    expect((await trainer.post(P.publishApp)).statusCode).toBe(200); // already live: no second deployment

    const rolledBack = await trainer.post(M.rollbackModel);
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(dataOf<TrainingStatus>(rolledBack).published?.version).toBe(1);
    expect(bot.current?.version).toBe(1);
    const logs = dataOf<Page<DeploymentLog>>(await trainer.get(M.deploymentLogs));
    expect(logs.items.map((log) => [log.action, log.modelVersion, log.previousModelVersion])).toEqual([['rollback', 1, 2], ['publish', 2, 1], ['publish', 1, null]]);

    const models = dataOf<Page<ModelSummary>>(await trainer.get(M.intentClassifierModels));
    expect(models.items.map((model) => [model.version, model.published])).toEqual([[2, false], [1, true]]);
    const activated = await trainer.post(M.activateModel, { modelId: models.items[0]!.id });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(bot.current?.version).toBe(2);
  });

  it('pages training logs 5 at a time and refuses what cannot be trained, published or activated', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    for (let i = 0; i < 5; i++) {
      expect((await trainer.post(P.trainApp)).statusCode).toBe(200);
      await idle();
    }
    const first = dataOf<Page<TrainingLog>>(await trainer.get(M.trainingLogs));
    expect(first.totalCount).toBe(6);
    expect(first.items.map((log) => log.version)).toEqual([6, 5, 4, 3, 2]);
    expect(first.items[0]?.lines.some((line) => line.includes('held out'))).toBe(true);
    expect(dataOf<Page<TrainingLog>>(await trainer.get(`${M.trainingLogs}?page=2`)).items.map((log) => log.version)).toEqual([1]);

    expect((await trainer.post(M.activateModel, { modelId: UNKNOWN_ID })).statusCode).toBe(404);
    expect((await trainer.post(M.activateModel, { modelId: 'x' })).statusCode).toBe(400);
    const noRollback = await trainer.post(M.rollbackModel);
    expect(noRollback.statusCode).toBe(412);
    expect(noRollback.json()).toMatchObject({ message: T.nothingToRollBack });

    const intents = dataOf<Page<Intent>>(await trainer.get(P.intents)).items;
    for (const intent of intents.slice(1)) await trainer.del(withId(P.intent, intent.id));
    const tooFew = await trainer.post(P.trainApp);
    expect(tooFew.statusCode).toBe(412);
    expect(tooFew.json()).toMatchObject({ message: T.noIntents });
  });

  it('lets QA see models but not activate them, and refuses the bot builder to agents', async () => {
    const qa = await callerFor(context.app, 'qa@demo.brand');
    const models = await qa.get(M.intentClassifierModels);
    expect(models.statusCode, models.body).toBe(200);
    const [model] = dataOf<Page<ModelSummary>>(models).items;
    expect((await qa.post(M.activateModel, { modelId: model!.id })).statusCode).toBe(403);
    expect((await qa.post(P.trainApp)).statusCode).toBe(403);
    const agent = await callerFor(context.app, 'agent@demo.brand');
    for (const call of [agent.post(P.trainApp), agent.post(P.publishApp), agent.get(P.trainingStatus), agent.post(P.tryIt, { text: 'hi' }), agent.get(M.intentClassifierModels)]) {
      expect((await call).statusCode).toBe(403);
    }
  });
});
