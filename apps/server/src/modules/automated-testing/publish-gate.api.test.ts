/**
 * The publish gate: off by default; on, Publish runs the gate's tags against the version it would publish and refuses
 * (412 with the failing cases) when any fails, leaving the live bot as it was; only an admin may publish past it, and
 * that is audited; bad settings are a 400 naming the field; who lacks the page or the right to publish gets 403.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as B, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { Intent } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { BOT_TEST_PATHS as P, testCasePath } from '@switchboard/contracts/automated-testing/test-case.api';
import type { TestCaseTag } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { PUBLISH_GATE_TEXTS as G, publishGateSchema } from '@switchboard/contracts/automated-testing/publish-gate.schemas';
import { testRunPageSchema } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import type { TrainingStatus } from '@switchboard/contracts/models/models.schemas';
import { auditLog } from '@/db/schema/audit-log';
import { callerFor, dataOf, UNKNOWN_ID, type Caller } from '@/modules/bot-builder/bot-builder.test-kit';
import { describeBackends } from '@/testing/backends';
import { createCase, orderTurns } from './test-runs.test-kit';

const STORE_HOURS = ['when do you open', 'what are your opening hours', 'are you open on sunday', 'what time do you close',
  'opening times please', 'store hours', 'when does the shop open', 'are you open today'];
const HOURS = 'We are open 9 to 6, Monday to Saturday.';
const greetingTurns = (reply: string, match = 'exact') => [{ kind: 'text', text: 'hello', expect: { intent: { name: 'greeting' }, botMessages: [{ match, text: reply }] } }];

describeBackends('automated testing: the publish gate', (context) => {
  const gateOf = async (caller: Caller) => publishGateSchema.parse(dataOf(await caller.get(P.publishGate)));
  const liveVersion = () => context.app.services.botBuilder.bot.current?.version;

  /** A new draft (version 2 and on): the store-hours intent with its reply, trained. */
  async function trainStoreHours(caller: Caller, reply = HOURS) {
    const intent = dataOf<Intent>(await caller.post(B.intents, { name: 'store_hours', reply }));
    for (const text of STORE_HOURS) {
      expect((await caller.post(withId(B.utterances, intent.id), { text })).statusCode).toBe(200);
    }
    expect((await caller.post(B.trainApp)).statusCode).toBe(200);
    await context.app.services.botBuilder.training.idle();
    return intent;
  }

  /** Another version of the same draft. */
  async function trainAgain(caller: Caller) {
    expect((await caller.post(B.trainApp)).statusCode).toBe(200);
    await context.app.services.botBuilder.training.idle();
  }

  it('refuses a publish whose gate cases fail, with the failing cases, until they pass or an admin overrides (audited)', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    expect(await gateOf(trainer)).toEqual({ enabled: false, tags: [], updatedBy: null, updatedAt: null });
    await trainStoreHours(trainer);
    const smoke = dataOf<TestCaseTag>(await trainer.post(P.createTestCaseTags, { name: 'smoke' }));
    await createCase(trainer, 'Order status', orderTurns(), [smoke._id]);
    const greeting = await createCase(trainer, 'Greeting', greetingTurns('Howdy!'), [smoke._id]);
    await createCase(trainer, 'Not in the suite', greetingTurns('Wrong as well.'));

    const saved = await trainer.put(P.publishGate, { enabled: true, tags: [smoke._id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: G.saved, data: { enabled: true, tags: [{ _id: smoke._id, name: 'smoke' }], updatedBy: 'Tara Trainer' } });

    const refused = await trainer.post(B.publishApp);
    expect(refused.statusCode, refused.body).toBe(412);
    expect(refused.json()).toMatchObject({
      message: G.refused(1, 1), title: G.refusedTitle, errorCode: 'BUSINESS_RULE',
      testRun: { number: 1, failed: 1, failedCases: [{ testCaseId: expect.any(String), name: 'Greeting' }] },
    });
    expect(liveVersion()).toBe(1);
    const runs = testRunPageSchema.parse(dataOf(await trainer.get(P.getTestRuns)));
    expect(runs.items).toEqual([expect.objectContaining({ origin: 'publishGate', state: 'failed', modelVersion: 2, total: 2, selection: { kind: 'tags', tags: [{ _id: smoke._id, name: 'smoke' }] } })]);

    // Only an admin may publish past the gate.
    const notAdmin = await trainer.post(B.publishApp, { overrideGate: true });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toMatchObject({ message: G.adminOnly });
    expect(liveVersion()).toBe(1);
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const overridden = await admin.post(B.publishApp, { overrideGate: true });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(dataOf<TrainingStatus>(overridden).published?.version).toBe(2);
    expect(liveVersion()).toBe(2);
    const audit = await context.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'publishGate'), eq(auditLog.action, 'override')));
    expect(audit).toEqual([expect.objectContaining({ actorName: 'Ada Admin', after: expect.objectContaining({ tagIds: [smoke._id] }) })]);

    // The case now expects what the bot says: the next version passes the gate (its run kept with the others).
    const fixed = await trainer.put(testCasePath(P.updateTestCase, greeting._id), { name: 'Greeting', tags: [smoke._id], turns: greetingTurns('How can I help?', 'contains') });
    expect(fixed.statusCode, fixed.body).toBe(200);
    await trainAgain(trainer);
    const passed = await trainer.post(B.publishApp);
    expect(passed.statusCode, passed.body).toBe(200);
    expect(liveVersion()).toBe(3);
    expect(testRunPageSchema.parse(dataOf(await trainer.get(P.getTestRuns))).items[0]).toMatchObject({ origin: 'publishGate', state: 'passed', modelVersion: 3 });

    // Off again: a publish runs nothing.
    expect((await trainer.put(P.publishGate, { enabled: false, tags: [] })).statusCode).toBe(200);
    expect((await trainer.post(B.publishApp)).statusCode).toBe(200);
    expect(testRunPageSchema.parse(dataOf(await trainer.get(P.getTestRuns))).totalCount).toBe(2);
    const updates = await context.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'publishGate'), eq(auditLog.action, 'update')));
    expect(updates.map((row) => row.after)).toEqual(expect.arrayContaining([{ enabled: true, tagIds: [smoke._id] }, { enabled: false, tagIds: [] }]));
  }, 120_000); // two trainings and two gate runs

  it('passes a gate with no cases in its suites, refuses bad settings with the field, and guards both calls', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    const empty = dataOf<TestCaseTag>(await trainer.post(P.createTestCaseTags, { name: 'empty' }));
    const refusal = async (body: object, field?: string) => {
      const response = await trainer.put(P.publishGate, body);
      expect(response.statusCode, response.body).toBe(400);
      if (field) expect(response.json()).toMatchObject({ field });
    };
    await refusal({ enabled: true, tags: [UNKNOWN_ID] }, 'tags.0');
    await refusal({ enabled: true, tags: [empty._id, 'nope'] }, 'tags.1');
    await refusal({ enabled: 'yes' }, 'enabled');
    await refusal({ enabled: true, extra: 1 });
    expect((await gateOf(trainer)).enabled).toBe(false);

    expect((await trainer.put(P.publishGate, { enabled: true, tags: [empty._id] })).statusCode).toBe(200);
    await trainStoreHours(trainer);
    expect((await trainer.post(B.publishApp)).statusCode).toBe(200);
    expect(liveVersion()).toBe(2);
    expect((await trainer.post(B.publishApp, { overrideGate: 'yes' })).statusCode).toBe(400);

    const qa = await callerFor(context.app, 'qa@demo.brand');
    expect((await qa.get(P.publishGate)).statusCode).toBe(200);
    expect((await qa.put(P.publishGate, { enabled: false })).statusCode).toBe(403);
    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.get(P.publishGate)).statusCode).toBe(403);
    expect((await agent.put(P.publishGate, { enabled: false })).statusCode).toBe(403);
    expect((await gateOf(trainer)).enabled).toBe(true);
  }, 60_000); // a training
});
