/**
 * Runs drive the bot as a customer would: a suite written from what the bot does passes; a bot message changed in the
 * bot builder and trained makes exactly that turn fail against the draft, with expected vs actual, while the
 * published bot (still the old version) passes; expectations on a bot message id and on an FAQ answer pass (the
 * runtime reports them); the brand function is not called but named; and no run creates a chat agents could see or
 * changes the published bot.
 */
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as B, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { BotMessage } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import { botPublished } from '@/db/schema/bot-models';
import { botTryItConversations } from '@/db/schema/bot-try-it';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { tickets } from '@/db/schema/tickets';
import { callerFor, dataOf } from '@/modules/bot-builder/bot-builder.test-kit';
import { demoFaqId, DEMO_FAQS } from '@/seed/bot-faq-seed';
import { DEMO_FLOW_TEXTS, DEMO_IDS } from '@/seed/bot-workflows-seed';
import { DEMO_ORDER_FUNCTION } from '@/seed/demo-order-function';
import { describeBackends } from '@/testing/backends';
import { createCase, orderTurns, resultsOf, startRun, waitForRun } from './test-runs.test-kit';

const CHANGED = 'Happy to help! Which order is it? Order numbers look like ORD-12345.';

describeBackends('automated testing: test runs drive the bot', (context) => {
  it('passes a faithful suite, fails the changed message on the draft with the difference, passes on the published bot, and leaves no chat', async () => {
    const db = context.database.db;
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    const live = context.app.services.botBuilder.bot;
    const before = {
      sessions: (await db.select({ n: count() }).from(chatSessions))[0]?.n, messages: (await db.select({ n: count() }).from(chatMessages))[0]?.n,
      tickets: (await db.select({ n: count() }).from(tickets))[0]?.n, published: await db.select().from(botPublished), live: live.current,
    };
    const order = await createCase(trainer, 'Order status', orderTurns());
    const byId = await createCase(trainer, 'Order status by message id', [{
      kind: 'text', text: 'where is my order',
      expect: { botMessages: [{ match: 'message', messageId: DEMO_IDS.askOrder, variationId: 'Ask order number-default' }] },
    }]);
    const faq = await createCase(trainer, 'Returns FAQ', [{ kind: 'text', text: DEMO_FAQS[0]!.question, expect: { faq: { answered: true, faqId: demoFaqId(0) } } }]);

    const first = await waitForRun(trainer, (await startRun(trainer))._id);
    expect(first).toMatchObject({ state: 'passed', total: 3, passed: 3, modelVersion: 1 });
    const passing = await resultsOf(trainer, first._id);
    const orderResult = passing.items.find((result) => result.testCaseId === order._id)!;
    expect(orderResult.turns.map((turn) => turn.passed)).toEqual([true, true]);
    // The order lookup's brand function is named, not called: the bot takes its failure path.
    expect(orderResult.turns.map((turn) => turn.doubles)).toEqual([[], [{ kind: 'brandFunction', name: DEMO_ORDER_FUNCTION.name }]]);
    expect(orderResult.turns[1]?.outcome.messages).toEqual([{ text: DEMO_FLOW_TEXTS.orderUnavailable.replace('{{order}}', 'ORD-13579') }]);
    // A run keeps what the results page shows: a passed turn the paths it checked, the best 3 intents of the NLP snapshot.
    expect(orderResult.turns[0]?.checks).toEqual(['intent', 'intent.minConfidence', 'workflow.workflowId', 'botMessages.0', 'handover'].map((path) => ({ path, passed: true })));
    expect(orderResult.turns[0]?.outcome).toMatchObject({ intent: 'order_status', handover: null, ticketOffered: false });
    expect(orderResult.turns[0]?.nlp.ranking[0]?.intent).toBe('order_status');
    expect(orderResult.turns[0]?.nlp.ranking).toHaveLength(3);
    // The FAQ case names its FAQ: it passed, so the runtime reported which FAQ answered.
    expect(passing.items.find((result) => result.testCaseId === faq._id)?.status).toBe('passed');

    // The trainer rewords the order question and trains: the draft (version 2) says it differently.
    const message = dataOf<BotMessage>(await trainer.get(withId(B.botMessage, DEMO_IDS.askOrder)));
    const reworded = message.variations.map((variation) => ({ ...variation, abTestings: variation.abTestings.map((ab) => ({ ...ab, content: { ...ab.content, text: CHANGED } })) }));
    expect((await trainer.put(withId(B.botMessage, DEMO_IDS.askOrder), { name: message.name, type: message.type, variations: reworded })).statusCode).toBe(200);
    expect((await trainer.post(B.trainApp)).statusCode).toBe(200);
    await context.app.services.botBuilder.training.idle();

    const draft = await waitForRun(trainer, (await startRun(trainer))._id);
    expect(draft).toMatchObject({ state: 'failed', modelVersion: 2, passed: 2, failed: 1 });
    const failed = await resultsOf(trainer, draft._id, '?filter=Failed');
    expect(failed.items.map((result) => result.testCaseId)).toEqual([order._id]);
    expect(failed.items[0]?.turns.map((turn) => turn.passed)).toEqual([false, true]);
    expect(failed.items[0]?.turns[0]?.checks.filter((check) => !check.passed)).toEqual([
      { path: 'botMessages.0', passed: false, expected: DEMO_FLOW_TEXTS.askOrder, actual: CHANGED },
    ]);
    // Matching by message id does not care about the wording.
    expect((await resultsOf(trainer, draft._id, '?filter=Passed')).items.map((result) => result.testCaseId)).toContain(byId._id);

    // Customers still get version 1, and so does a run against the published bot.
    const published = await waitForRun(trainer, (await startRun(trainer, { target: 'published' }))._id);
    expect(published).toMatchObject({ state: 'passed', modelVersion: 1, passed: 3 });

    expect((await db.select({ n: count() }).from(chatSessions))[0]?.n).toBe(before.sessions);
    expect((await db.select({ n: count() }).from(chatMessages))[0]?.n).toBe(before.messages);
    expect((await db.select({ n: count() }).from(tickets))[0]?.n).toBe(before.tickets);
    expect(await db.select().from(botTryItConversations)).toEqual([]);
    expect(await db.select().from(botPublished)).toEqual(before.published);
    expect(live.current).toBe(before.live);
  });
});
