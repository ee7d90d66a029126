/**
 * Run history: every run keeps its pass rate, duration and bot version; the trend gives the pass rate of a target's
 * finished runs overall and per tag, oldest first; a failed case says since which run (of the same target) it has
 * been failing, back to the run where it changed. Bad queries are a 400 naming the field; without the page, 403.
 */
import { expect, it } from 'vitest';
import { BOT_TEST_PATHS as P, testCasePath } from '@switchboard/contracts/automated-testing/test-case.api';
import type { TestCaseTag } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { testRunTrendSchema } from '@switchboard/contracts/automated-testing/test-run-trends.schemas';
import type { TestRun } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { callerFor, dataOf, type Caller } from '@/modules/bot-builder/bot-builder.test-kit';
import { describeBackends } from '@/testing/backends';
import { createCase, orderTurns, resultsOf, startRun, waitForRun } from './test-runs.test-kit';

const greetingTurns = (reply: string, match = 'exact') => [{ kind: 'text', text: 'hello', expect: { intent: { name: 'greeting' }, botMessages: [{ match, text: reply }] } }];

describeBackends('automated testing: run history and trends', (context) => {
  const run = async (caller: Caller, body: Parameters<typeof startRun>[1] = {}): Promise<TestRun> => waitForRun(caller, (await startRun(caller, body))._id);
  const trend = async (caller: Caller, query = '') => {
    const response = await caller.get(`${P.getTestRunTrends}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return testRunTrendSchema.parse(dataOf(response));
  };
  const sinceOf = async (caller: Caller, runId: string, caseId: string) =>
    (await resultsOf(caller, runId)).items.find((result) => result.testCaseId === caseId)?.failingSince;

  it('keeps each run with its pass rate, duration and version, charts them per tag, and names the run a case started failing in', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    const orders = dataOf<TestCaseTag>(await trainer.post(P.createTestCaseTags, { name: 'orders' }));
    const greetings = dataOf<TestCaseTag>(await trainer.post(P.createTestCaseTags, { name: 'greetings' }));
    await createCase(trainer, 'Order status', orderTurns(), [orders._id]);
    const greeting = await createCase(trainer, 'Greeting', greetingTurns('How can I help?', 'contains'), [greetings._id]);
    await createCase(trainer, 'Untagged greeting', greetingTurns('How can I help?', 'contains'));
    const setGreeting = async (reply: string, match: string) =>
      expect((await trainer.put(testCasePath(P.updateTestCase, greeting._id), { name: 'Greeting', tags: [greetings._id], turns: greetingTurns(reply, match) })).statusCode).toBe(200);

    // The console sends the member's bifurcation selection with every write: a start takes it.
    const first = await run(trainer, { selectedBifurcation: { region: { value: 'south' }, businessLine: { value: 'retail' } } });
    expect(first).toMatchObject({ number: 1, state: 'passed', passRate: 1, modelVersion: 1 });
    expect(first.durationMs).toBeGreaterThanOrEqual(0);
    expect(await sinceOf(trainer, first._id, greeting._id)).toBeNull();

    await setGreeting('Howdy!', 'exact');
    // So does the publish gate's setting.
    expect((await trainer.put(P.publishGate, { enabled: false, tags: [], selectedBifurcation: { region: { value: 'south' } } })).statusCode).toBe(200);
    const second = await run(trainer);
    expect(second).toMatchObject({ number: 2, state: 'failed', passed: 2, failed: 1 });
    // It changed in this very run.
    expect(await sinceOf(trainer, second._id, greeting._id)).toEqual({ runId: second._id, number: 2 });
    // A run against the published bot has a history of its own.
    const published = await run(trainer, { target: 'published', tags: [greetings._id] });
    expect(published).toMatchObject({ number: 3, state: 'failed' });
    expect(await sinceOf(trainer, published._id, greeting._id)).toEqual({ runId: published._id, number: 3 });
    const fourth = await run(trainer);
    expect(await sinceOf(trainer, fourth._id, greeting._id)).toEqual({ runId: second._id, number: 2 });
    // Only failed cases carry it.
    expect((await resultsOf(trainer, fourth._id, '?filter=Passed')).items.map((result) => result.failingSince)).toEqual([null, null]);

    await setGreeting('How can I help?', 'contains');
    const fifth = await run(trainer);
    expect(fifth.state).toBe('passed');
    await setGreeting('Howdy!', 'exact');
    const sixth = await run(trainer);
    expect(await sinceOf(trainer, sixth._id, greeting._id)).toEqual({ runId: sixth._id, number: 6 });
    // Reading an older run answers for that run: back then it had been failing since run #2.
    expect(await sinceOf(trainer, fourth._id, greeting._id)).toEqual({ runId: second._id, number: 2 });

    const draft = await trend(trainer);
    expect(draft.runs.map((item) => [item.number, item.passRate, item.modelVersion, item.total])).toEqual([
      [1, 1, 1, 3], [2, 2 / 3, 1, 3], [4, 2 / 3, 1, 3], [5, 1, 1, 3], [6, 2 / 3, 1, 3],
    ]);
    expect(draft.runs.every((item) => item.durationMs !== null && item.finishedAt !== null)).toBe(true);
    expect(draft.tags).toEqual([{ name: 'greetings', passRates: [1, 0, 0, 1, 0] }, { name: 'orders', passRates: [1, 1, 1, 1, 1] }]);
    expect((await trend(trainer, '?runs=2')).runs.map((item) => item.number)).toEqual([5, 6]);
    expect(await trend(trainer, '?target=published')).toMatchObject({ runs: [{ number: 3, passRate: 0, total: 1 }], tags: [{ name: 'greetings', passRates: [0] }] });
  }, 90_000);

  it('refuses a bad trend query with the field, and a member without the Test Runs page', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    expect(await trend(trainer)).toEqual({ runs: [], tags: [] });
    for (const [query, field] of [['?target=live', 'target'], ['?runs=0', 'runs'], ['?runs=101', 'runs'], ['?runs=many', 'runs']] as const) {
      const response = await trainer.get(`${P.getTestRunTrends}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.get(P.getTestRunTrends)).statusCode).toBe(403);
  });
});
