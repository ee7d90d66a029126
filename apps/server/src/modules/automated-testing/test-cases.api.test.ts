/** The botTest calls: tags, create (references checked), list (search, tag, paging), update, delete; bad input is a 400 naming the field. */
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { BOT_TEST_PATHS as P, testCasePath } from '@switchboard/contracts/automated-testing/test-case.api';
import { TEST_CASE_TEXTS as T, type TestCase, type TestCaseTag } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { botIntents } from '@/db/schema/bot-builder';
import { botTestCases, botTestCaseTagLinks } from '@/db/schema/bot-tests';
import { groups } from '@/db/schema/groups';
import { callerFor, dataOf, UNKNOWN_ID } from '@/modules/bot-builder/bot-builder.test-kit';
import { describeBackends } from '@/testing/backends';

type Page<T> = { items: T[]; totalCount: number };

describeBackends('automated testing: test cases', (context) => {
  let intent = '';
  let groupId = '';
  beforeEach(async () => {
    const db = context.database.db;
    const [row] = await db.select({ name: botIntents.name }).from(botIntents).limit(1);
    const [group] = await db.select({ id: groups.id }).from(groups).limit(1);
    if (!row || !group) throw new Error('the demo brand has intents and groups');
    intent = row.name;
    groupId = group.id;
  });
  const trainer = () => callerFor(context.app, 'trainer@demo.brand');
  const turnsFor = (name: string) => [
    { kind: 'text', text: 'hello there', expect: { intent: { name, minConfidence: 0.5 }, botMessages: [{ match: 'contains', text: 'hi' }] } },
    { kind: 'postback', title: 'Talk to a person', payload: 'HANDOVER', expect: { handover: { handedOver: true, groupId } } },
  ];

  it('creates tags and cases, lists them by search, tag and page, updates and deletes', async () => {
    const caller = await trainer();
    const smoke = dataOf<TestCaseTag>(await caller.post(P.createTestCaseTags, { name: 'smoke' }));
    const billing = dataOf<TestCaseTag>(await caller.post(P.createTestCaseTags, { name: 'Billing' }));
    expect(dataOf<TestCaseTag[]>(await caller.get(P.getTestCaseTags)).map((t) => t.name)).toEqual(['Billing', 'smoke']);
    const duplicate = await caller.post(P.createTestCaseTags, { name: 'SMOKE' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: T.tagExists, field: 'name' });

    const created = await caller.post(P.create, { name: 'Greeting then person', tags: [smoke._id], turns: turnsFor(intent) });
    expect(created.statusCode, created.body).toBe(200);
    const greeting = dataOf<TestCase>(created);
    expect(greeting).toMatchObject({ name: 'Greeting then person', tags: [{ _id: smoke._id, name: 'smoke' }] });
    expect(greeting.turns[1]).toMatchObject({ kind: 'postback', payload: 'HANDOVER', expect: { handover: { handedOver: true, groupId } } });
    for (let i = 1; i <= 10; i++) {
      expect((await caller.post(P.create, { name: `Refund ${i}`, tags: [billing._id], turns: [{ kind: 'text', text: 'refund please' }] })).statusCode).toBe(200);
    }

    const first = dataOf<Page<TestCase>>(await caller.get(P.testCases));
    expect(first.totalCount).toBe(11);
    expect(first.items).toHaveLength(10);
    expect(dataOf<Page<TestCase>>(await caller.get(`${P.testCases}?page=2`)).items).toHaveLength(1);
    expect(dataOf<Page<TestCase>>(await caller.get(`${P.testCases}?search=greeting`)).items.map((c) => c._id)).toEqual([greeting._id]);
    expect(dataOf<Page<TestCase>>(await caller.get(`${P.testCases}?tag=${smoke._id}`)).items.map((c) => c._id)).toEqual([greeting._id]);
    expect(dataOf<Page<TestCase>>(await caller.get(`${P.testCases}?tag=${billing._id}`)).totalCount).toBe(10);
    expect(dataOf<Page<TestCase>>(await caller.get(`${P.testCases}?tag=nope`)).totalCount).toBe(0);

    const updated = await caller.put(testCasePath(P.updateTestCase, greeting._id), { name: 'Greeting', tags: [billing._id], turns: turnsFor(intent).slice(0, 1) });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(dataOf<TestCase>(updated)).toMatchObject({ name: 'Greeting', tags: [{ name: 'Billing' }] });
    expect(dataOf<TestCase>(updated).turns).toHaveLength(1);
    expect(dataOf<Page<TestCase>>(await caller.get(`${P.testCases}?tag=${smoke._id}`)).totalCount).toBe(0);

    expect((await caller.del(testCasePath(P.deleteTestCase, greeting._id))).statusCode).toBe(200);
    expect(dataOf<Page<TestCase>>(await caller.get(P.testCases)).totalCount).toBe(10);
    const links = await context.database.db.select().from(botTestCaseTagLinks).where(eq(botTestCaseTagLinks.testCaseId, greeting._id));
    expect(links).toEqual([]);
  });

  it('refuses bad input with the field, unknown names in the bot and unknown cases, and stores nothing then', async () => {
    const caller = await trainer();
    const refusal = async (body: object, field: string, message?: string) => {
      const response = await caller.post(P.create, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(field);
      if (message) expect(response.json()).toMatchObject({ message, field });
    };
    await refusal({ name: 'empty', turns: [] }, 'turns');
    await refusal({ name: 'blank', turns: [{ kind: 'text', text: '' }] }, 'turns.0.text');
    const expecting = (expect: object) => ({ name: 'x', turns: [{ kind: 'text', text: 'hi' }, { kind: 'text', text: 'again', expect }] });
    await refusal(expecting({ intent: { name: 'no_such_intent' } }), 'turns.1.expect.intent.name', T.unknownIntent);
    await refusal(expecting({ workflow: { workflowId: UNKNOWN_ID } }), 'turns.1.expect.workflow.workflowId', T.unknownWorkflow);
    await refusal(expecting({ botMessages: [{ match: 'exact', text: 'ok' }, { match: 'message', messageId: UNKNOWN_ID }] }), 'turns.1.expect.botMessages.1.messageId', T.unknownMessage);
    await refusal(expecting({ handover: { handedOver: true, groupId: 'sales' } }), 'turns.1.expect.handover.groupId', T.unknownGroup);
    await refusal({ name: 'x', tags: [UNKNOWN_ID], turns: [{ kind: 'text', text: 'hi' }] }, 'tags.0', T.unknownTag);
    // 'None' (the classifier's below-threshold answer) always exists.
    expect((await caller.post(P.create, expecting({ intent: { name: 'None' } }))).statusCode).toBe(200);
    expect(await context.database.db.select({ id: botTestCases.id }).from(botTestCases)).toHaveLength(1);

    const valid = { name: 'ok', turns: [{ kind: 'text', text: 'hi' }] };
    for (const id of [UNKNOWN_ID, 'x']) {
      expect((await caller.put(testCasePath(P.updateTestCase, id), valid)).statusCode).toBe(404);
      expect((await caller.del(testCasePath(P.deleteTestCase, id))).statusCode).toBe(404);
    }
    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.get(P.testCases)).statusCode).toBe(403);
    expect((await agent.post(P.create, valid)).statusCode).toBe(403);
  });
});
