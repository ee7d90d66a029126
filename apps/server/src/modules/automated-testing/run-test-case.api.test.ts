/**
 * One case against the draft bot: a case written from what the bot does passes; a changed bot message fails that
 * turn's expectation with the difference; the run leaves no chat, no try-it state and the published bot as it was.
 */
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { BOT_TEST_PATHS as P, testCasePath } from '@switchboard/contracts/automated-testing/test-case.api';
import type { TestCase } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { caseResultSchema } from '@switchboard/contracts/automated-testing/test-run.schemas';
import { botPublished } from '@/db/schema/bot-models';
import { botTryItConversations } from '@/db/schema/bot-try-it';
import { chatSessions } from '@/db/schema/chat-sessions';
import { callerFor, dataOf, UNKNOWN_ID } from '@/modules/bot-builder/bot-builder.test-kit';
import { DEMO_FLOW_TEXTS, DEMO_IDS } from '@/seed/bot-workflows-seed';
import { describeBackends } from '@/testing/backends';

describeBackends('automated testing: a case run against the draft bot', (context) => {
  const turns = (askText: string) => [
    { kind: 'text', text: 'where is my order', expect: { intent: { name: 'order_status', minConfidence: 0.3 }, botMessages: [{ match: 'exact', text: askText }], handover: { handedOver: false } } },
    { kind: 'text', text: 'it is ORD-13579', expect: { entities: [{ entity: 'order_number', value: 'ORD-13579' }], variables: { order: 'ORD-13579' } } },
  ];

  it('passes a case matching the bot, fails the changed message with expected vs actual, and touches no chat or try-it state', async () => {
    const db = context.database.db;
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    const before = { sessions: (await db.select({ n: count() }).from(chatSessions))[0]?.n, published: await db.select().from(botPublished) };
    const created = await trainer.post(P.create, { name: 'Order status', turns: turns(DEMO_FLOW_TEXTS.askOrder) });
    expect(created.statusCode, created.body).toBe(200);
    const testCase = dataOf<TestCase>(created);

    const passing = await trainer.post(testCasePath(P.runTestCase, testCase._id));
    expect(passing.statusCode, passing.body).toBe(200);
    const passed = caseResultSchema.parse(dataOf(passing));
    expect(passed.turns.flatMap((turn) => turn.checks.filter((check) => !check.passed))).toEqual([]);
    expect(passed.passed).toBe(true);
    expect(passed.turns[1]?.outcome.variables).toMatchObject({ order: 'ORD-13579' });
    // One case's run answers everything the runtime reported (a run keeps less: stored-turn.ts).
    expect(passed.turns[1]?.outcome.messages[0]?.messageId).toBe(DEMO_IDS.orderUnavailable);
    expect(passed.turns[0]?.nlp).toMatchObject({ text: 'where is my order', intent: 'order_status' });

    const changed = await trainer.put(testCasePath(P.updateTestCase, testCase._id), { name: 'Order status', turns: turns('Which order do you mean?') });
    expect(changed.statusCode, changed.body).toBe(200);
    const failed = caseResultSchema.parse(dataOf(await trainer.post(testCasePath(P.runTestCase, testCase._id))));
    expect(failed.passed).toBe(false);
    expect(failed.turns.map((turn) => turn.passed)).toEqual([false, true]);
    expect(failed.turns[0]?.checks.filter((check) => !check.passed)).toEqual([
      { path: 'botMessages.0', passed: false, expected: 'Which order do you mean?', actual: DEMO_FLOW_TEXTS.askOrder },
    ]);

    expect((await db.select({ n: count() }).from(chatSessions))[0]?.n).toBe(before.sessions);
    expect(await db.select().from(botTryItConversations)).toEqual([]);
    expect(await db.select().from(botPublished)).toEqual(before.published);
    expect((await trainer.post(testCasePath(P.runTestCase, UNKNOWN_ID))).statusCode).toBe(404);
  });
});
