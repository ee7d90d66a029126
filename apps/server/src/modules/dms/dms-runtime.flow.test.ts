/**
 * Train → publish → the bot uses it: a trained dialogue domain travels with the next bot version (trainApp); the
 * draft (try-it, test runs) lets the policy answer a greeting from its stories, the turn's NLP snapshot naming it;
 * publishing puts the policy in front of customers.
 */
import { expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as B } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { DMS_PATHS as P } from '@switchboard/contracts/dms/dms.api';
import { brands } from '@/db/schema/brands';
import { callerFor } from '@/modules/bot-builder/bot-builder.test-kit';
import { describeBackends } from '@/testing/backends';
import { demoDomain } from './dms.test-kit';

describeBackends('dialogue management: the published bot', (context) => {
  it('carries the trained policy into the next bot version, which answers from it', async () => {
    const caller = await callerFor(context.app, 'trainer@demo.brand');
    const demo = await demoDomain(caller);
    const { botBuilder, dms } = context.app.services;
    expect((await caller.get(`${P.initiateDmsTraining}?domainId=${demo.domain._id}`)).statusCode).toBe(200);
    await dms.training.idle();
    const trained = await caller.post(B.trainApp);
    expect(trained.statusCode, trained.body).toBe(200);
    await botBuilder.training.idle();

    const [brand] = await context.database.db.select({ id: brands.id }).from(brands);
    const brandId = brand!.id;
    const live = await botBuilder.sandbox.version(brandId, 'draft');
    expect(live?.bundle.dialogues?.map((domain) => domain.name)).toEqual(['Orders']);
    const bot = botBuilder.sandbox.bot(live!);
    const turn = await botBuilder.sandbox.converse(bot, { brandId, customerName: 'Tara' }, 'dms-flow', { text: 'hello' }, null);
    expect(['Hello! How can I help you today?', 'Hi there! What can I do for you?']).toContain(turn.messages[0]?.content.text);
    expect(turn.nlp.dialogue).toMatchObject({ domain: 'Orders', decided: true, actions: ['utter_greet'], source: 'memo' });
    // The conversation continues in the domain: its state is kept for the next message.
    expect(turn.state).toMatchObject({ dialogue: { domainId: demo.domain._id } });

    const admin = await callerFor(context.app, 'admin@demo.brand');
    const published = await admin.post(B.publishApp);
    expect(published.statusCode, published.body).toBe(200);
    expect(botBuilder.bot.current?.bundle.dialogues?.[0]?.domainId).toBe(demo.domain._id);
  });
});
