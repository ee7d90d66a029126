/** Shared steps of the test-run tests: cases of the demo bot, starting a run, waiting for it to end, a gate holding a run. */
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { BOT_TEST_PATHS as P, testRunPath } from '@switchboard/contracts/automated-testing/test-case.api';
import type { TestCase } from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { TestResultPage } from '@switchboard/contracts/automated-testing/test-results.schemas';
import { FINISHED_TEST_RUN_STATES, testRunSchema, type StartTestRunBody, type TestRun } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { dataOf, type Caller } from '@/modules/bot-builder/bot-builder.test-kit';
import { DEMO_FLOW_TEXTS, DEMO_IDS } from '@/seed/bot-workflows-seed';
import type { CaseGate } from './test-run-runner';

/** The demo bot's order flow: asks for the order number, then (the brand function doubled) cannot look it up. */
export const orderTurns = (askText: string = DEMO_FLOW_TEXTS.askOrder) => [
  {
    kind: 'text', text: 'where is my order',
    expect: {
      intent: { name: 'order_status', minConfidence: 0.3 }, workflow: { workflowId: DEMO_IDS.orderFlow },
      botMessages: [{ match: 'exact', text: askText }], handover: { handedOver: false },
    },
  },
  { kind: 'text', text: 'it is ORD-13579', expect: { entities: [{ entity: 'order_number', value: 'ORD-13579' }], variables: { order: 'ORD-13579' } } },
];

export async function createCase(caller: Caller, name: string, turns: object[], tags: string[] = []): Promise<TestCase> {
  const response = await caller.post(P.create, { name, tags, turns });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<TestCase>(response);
}

export async function startRun(caller: Caller, body: StartTestRunBody = {}): Promise<TestRun> {
  const response = await caller.post(P.startTestRun, body);
  expect(response.statusCode, response.body).toBe(200);
  return testRunSchema.parse(dataOf(response));
}

export async function getRun(caller: Caller, runId: string): Promise<TestRun> {
  const response = await caller.get(testRunPath(P.getTestRun, runId));
  expect(response.statusCode, response.body).toBe(200);
  return testRunSchema.parse(dataOf(response));
}

/** Polls the run (as a page would after a reload) until it has ended. */
export async function waitForRun(caller: Caller, runId: string, until: (run: TestRun) => boolean = (run) => FINISHED_TEST_RUN_STATES.includes(run.state)): Promise<TestRun> {
  for (let tries = 0; tries < 1000; tries++) {
    const run = await getRun(caller, runId);
    if (until(run)) return run;
    await sleep(10);
  }
  throw new Error(`run ${runId} did not get there`);
}

export async function resultsOf(caller: Caller, runId: string, query = ''): Promise<TestResultPage> {
  const response = await caller.get(`${testRunPath(P.getTestResults, runId)}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<TestResultPage>(response);
}

/**
 * A gate for the app's testRunGate: records every case a runner reaches (run id, position) and holds the cases
 * `hold` picks until release(); reached() resolves once a held case is waiting.
 */
export function caseGate() {
  const seen: Array<{ runId: string; position: number }> = [];
  let hold: (runId: string, position: number) => boolean = () => false;
  let open: () => void = () => undefined;
  let opened = Promise.resolve();
  let waiting: () => void = () => undefined;
  let reached = new Promise<void>((resolve) => { waiting = resolve; });
  const gate: CaseGate = async (runId, position) => {
    seen.push({ runId, position });
    if (!hold(runId, position)) return;
    waiting();
    await opened;
  };
  return {
    gate,
    seen,
    /** From now on, hold the cases `which` picks (until release). */
    holdWhen(which: (runId: string, position: number) => boolean) {
      hold = which;
      opened = new Promise<void>((resolve) => { open = resolve; });
      reached = new Promise<void>((resolve) => { waiting = resolve; });
    },
    reached: () => reached,
    release() {
      hold = () => false;
      open();
    },
  };
}
