/** fillTestCaseData: a history chat or a try-it transcript becomes a draft case (and, with save, a stored one). */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { TryItData } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { BOT_TEST_PATHS as P } from '@switchboard/contracts/automated-testing/test-case.api';
import { TEST_CASE_TEXTS as T, type FillTestCaseData, type TestCase } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { chatMessages } from '@/db/schema/chat-messages';
import { callerFor, dataOf, UNKNOWN_ID } from '@/modules/bot-builder/bot-builder.test-kit';
import { seedTestHistory } from '@/modules/history/history.test-kit';
import { describeBackends } from '@/testing/backends';

type Page<T> = { items: T[]; totalCount: number };

const tryItAnswer = (over: Partial<TryItData>): TryItData => ({
  intent: 'order_status', confidence: 0.93, threshold: 0.5, ranking: [], entities: [{ entity: 'order_number', value: 'ORD-1234', text: 'ORD-1234', start: 9, end: 17 }],
  reply: 'Your order ships tomorrow.', modelId: UNKNOWN_ID, modelVersion: 3,
  messages: [{ type: 'text', content: { text: 'Your order ships tomorrow.' } }],
  handover: null, ticketOffered: false, conversation: { workflow: null, waitingForAnswer: false, variables: {} }, ...over,
});

describeBackends('automated testing: fillTestCaseData', (context) => {
  const trainer = () => callerFor(context.app, 'trainer@demo.brand');

  it('turns a history chat into a draft: the bot turns with intent, messages and the hand-over; the agent part left out', async () => {
    await seedTestHistory(context.database.db);
    const [row] = await context.database.db.select({ sessionId: chatMessages.sessionId }).from(chatMessages)
      .where(sql`${chatMessages.content}->>'text' = 'I am still waiting for my refund.'`);
    if (!row) throw new Error('the seeded refund chat');
    const caller = await trainer();

    const drafted = await caller.post(P.fillTestCaseData, { sessionId: row.sessionId });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const { draft, testCase } = dataOf<FillTestCaseData>(drafted);
    expect(testCase).toBeNull();
    expect(draft.turns).toEqual([{
      kind: 'text', text: 'I am still waiting for my refund.',
      expect: { intent: { name: 'handover' }, botMessages: [{ match: 'exact', text: 'Let me connect you to an agent.' }], handover: { handedOver: true } },
    }]);
    expect(draft.name).toMatch(/^Chat with /);
    expect(dataOf<Page<TestCase>>(await caller.get(P.testCases)).totalCount).toBe(0);

    const saved = await caller.post(P.fillTestCaseData, { sessionId: row.sessionId, name: 'Refund goes to a person', save: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(dataOf<FillTestCaseData>(saved).testCase).toMatchObject({ name: 'Refund goes to a person', turns: draft.turns });
    expect(dataOf<Page<TestCase>>(await caller.get(P.testCases)).totalCount).toBe(1);
  });

  it('turns a try-it transcript into a draft with entities, variables and the hand-over to a group', async () => {
    const caller = await trainer();
    const response = await caller.post(P.fillTestCaseData, { tryIt: [
      { text: 'where is ORD-1234', result: tryItAnswer({ conversation: { workflow: null, waitingForAnswer: false, variables: { order: 'ORD-1234' } } }) },
      { text: 'a person please', result: tryItAnswer({ intent: 'handover', entities: [], messages: [{ type: 'text', content: { text: 'Connecting you.' } }, { type: 'video', content: { mediaUrl: 'https://example.com/x.mp4' } }, { type: 'text', content: { text: 'After the image' } }], handover: { groupId: 'g-1', groupName: 'Sales' }, ticketOffered: true }) },
    ] });
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf<FillTestCaseData>(response).draft.turns).toEqual([
      { kind: 'text', text: 'where is ORD-1234', expect: {
        intent: { name: 'order_status' }, entities: [{ entity: 'order_number', value: 'ORD-1234' }],
        botMessages: [{ match: 'exact', text: 'Your order ships tomorrow.' }], variables: { order: 'ORD-1234' },
      } },
      { kind: 'text', text: 'a person please', expect: {
        intent: { name: 'handover' }, botMessages: [{ match: 'exact', text: 'Connecting you.' }],
        handover: { handedOver: true, groupId: 'g-1' }, ticketOffered: true,
      } },
    ]);
  });

  it('refuses an unknown chat (404), neither or both sources and an empty transcript (400 with the field), and outsiders (403)', async () => {
    const caller = await trainer();
    expect((await caller.post(P.fillTestCaseData, { sessionId: UNKNOWN_ID })).statusCode).toBe(404);
    const neither = await caller.post(P.fillTestCaseData, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.body).toContain('sessionId');
    expect((await caller.post(P.fillTestCaseData, { sessionId: UNKNOWN_ID, tryIt: [{ text: 'hi', result: tryItAnswer({}) }] })).statusCode).toBe(400);
    const empty = await caller.post(P.fillTestCaseData, { tryIt: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(T.nothingToTest);
    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.post(P.fillTestCaseData, { sessionId: UNKNOWN_ID })).statusCode).toBe(403);
  });
});
