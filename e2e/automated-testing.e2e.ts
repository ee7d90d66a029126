// Automated testing (issue 26): a trainer turns a /history conversation into a test case, runs it against the draft and
// sees it pass, changes the bot message it checks, trains, runs again and sees the failure with the changed word, then
// turns the publish gate on and sees Publish refused. The worker's later journeys share this server: the cleanup puts
// the message, the draft and the gate back as they were, even when a step fails.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_BUILDER_PATHS } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { BotMessage } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import { HISTORY_PATHS } from '@switchboard/contracts/history/history.schemas';
import { BOT_TEST_PATHS, testCasePath } from '@switchboard/contracts/automated-testing/test-case.api';
import { TEST_CASE_TEXTS } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { PUBLISH_GATE_TEXTS } from '@switchboard/contracts/automated-testing/publish-gate.schemas';
import type { TestRunPage } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { adminApi } from './support/admin-api';
import { baseUrl, launchBrowser, signedInAt } from './support/browser';
import { nextVersion, retrain } from './support/bot-training';

/** The seed's newest conversation (apps/server/src/seed/demo-history): found by its rarer word, as history.e2e.ts does. */
const OPENER = 'Where is my parcel? It was due yesterday.';
const MESSAGE_NAME = 'Ask order number';
const ASKED = 'Sure! What is your order number? It looks like ORD-12345.';
const CHANGED = 'Sure! What is your order reference? It looks like ORD-12345.';

let browser: Browser;
let original: BotMessage | undefined;
const madeCases: string[] = [];

async function botMessageNamed(name: string): Promise<BotMessage> {
  const api = await adminApi(baseUrl());
  const page = await api.call<{ items: BotMessage[] }>('GET', `${BOT_BUILDER_PATHS.botMessages}?search=${encodeURIComponent(name)}`);
  const found = page.items.find((message) => message.name === name);
  if (!found) throw new Error(`No bot message named ${name}`);
  return found;
}

/** Everything the journey changed, put back; every step is tried, the first failure is thrown at the end. */
async function cleanUp(): Promise<void> {
  const api = await adminApi(baseUrl());
  const steps: Array<[string, () => Promise<unknown>]> = [
    ['turn the publish gate off', () => api.call('PUT', BOT_TEST_PATHS.publishGate, { enabled: false, tags: [] })],
    ['restore the bot message and retrain', async () => {
      if (!original) return;
      const { id, name, type, variations } = original;
      await api.call('PUT', BOT_BUILDER_PATHS.botMessage.replace(':messageId', encodeURIComponent(id)), { name, type, variations });
      await retrain(baseUrl());
    }],
    ['delete the test case', () => Promise.all(madeCases.map((id) => api.call('DELETE', testCasePath(BOT_TEST_PATHS.deleteTestCase, id))))],
  ];
  const failures: string[] = [];
  for (const [what, step] of steps) await step().catch((error: unknown) => failures.push(`${what}: ${String(error)}`));
  if (failures.length) throw new Error(`Cleanup failed (${failures.join('; ')})`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  original = await botMessageNamed(MESSAGE_NAME);
});
afterAll(async () => {
  try {
    await cleanUp();
  } finally {
    await browser?.close();
  }
});

/** The number the next run gets (runs are numbered per brand; other journeys of the worker may have run some). */
async function nextRunNumber(): Promise<number> {
  const api = await adminApi(baseUrl());
  const runs = await api.call<TestRunPage>('GET', `${BOT_TEST_PATHS.getTestRuns}?page=1`);
  return (runs.items[0]?.number ?? 0) + 1;
}

/** Starts a run of every case against the draft from the Test Runs page; answers its row once it ended as `state`. */
async function runAllCases(page: Page, number: number, state: 'Passed' | 'Failed'): Promise<Locator> {
  await page.goto('/automatedtesting/testruns');
  await page.getByRole('heading', { name: 'Test Runs', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'New run' }).click();
  const dialog = page.getByRole('dialog', { name: 'New test run' });
  await dialog.getByRole('radio', { name: 'All test cases' }).waitFor();
  expect(await dialog.getByRole('radio', { name: 'Draft' }).isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Start run' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Run #${number}`, exact: true }) });
  await row.getByText(state, { exact: true }).waitFor();
  expect(await row.innerText()).toContain(`1 of 1 done: ${state === 'Passed' ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
  return row;
}

describe('automated testing: a history conversation becomes a test that catches a changed bot message and stops the publish', () => {
  it('makes a test from /history, runs it (passed), changes and trains the message, runs again (failed, with the word changed), and the publish gate refuses Publish', async () => {
    const trainer = await signedInAt(browser, 'trainer@demo.brand', '/history');

    // The conversation: the customer asked where the parcel is, the bot asked for the order number, looked it up, was thanked.
    await trainer.getByRole('heading', { name: 'Chat History' }).waitFor();
    await trainer.getByLabel('Search in messages').fill('yesterday');
    // The list shown before the search has newer chats (other journeys' customers): wait for the searched one.
    const searched = trainer.waitForResponse((response) => response.url().endsWith(HISTORY_PATHS.filtersQuery)
      && (response.request().postData() ?? '').includes('yesterday'));
    await trainer.keyboard.press('Enter');
    expect((await searched).status()).toBe(200);
    const chats = trainer.getByRole('list', { name: 'Chats' });
    await chats.getByRole('button').first().click();
    await trainer.getByRole('list', { name: 'Transcript' }).getByText(OPENER).waitFor();
    await trainer.getByRole('button', { name: 'Make a test' }).click();
    await trainer.waitForURL(/\/automatedtesting\/testcases\/[0-9a-f-]{36}$/);
    madeCases.push(decodeURIComponent(new URL(trainer.url()).pathname.split('/').at(-1)!));

    // Every customer turn with what the bot did. Turns 2–3 go (the order lookup is a brand function, which runs do not
    // call), and so does turn 1's entity check (the date "yesterday" stood for, which moves every day).
    const turns = trainer.getByRole('group', { name: /^Turn \d+$/ });
    await trainer.getByRole('group', { name: 'Turn 3' }).waitFor();
    expect(await turns.count()).toBe(3);
    const turn1 = trainer.getByRole('group', { name: 'Turn 1' });
    expect(await turn1.getByRole('textbox', { name: 'Turn 1: customer message' }).inputValue()).toBe(OPENER);
    await trainer.getByRole('button', { name: 'Remove turn 3' }).click();
    await trainer.getByRole('button', { name: 'Remove turn 2' }).click();
    const entities = turn1.getByRole('button', { name: 'Remove the check Entities found of turn 1' });
    if (await entities.count()) await entities.click();
    expect(await turns.count()).toBe(1);
    const checks = await turn1.getByRole('button', { name: /^Remove the check / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(checks).toEqual(['Remove the check Intent of turn 1', 'Remove the check Bot messages of turn 1']);
    await trainer.getByRole('button', { name: 'Save' }).first().click();
    await trainer.getByText(TEST_CASE_TEXTS.saved).waitFor();

    // Run #n against the draft: the bot still asks as it did.
    const first = await nextRunNumber();
    await runAllCases(trainer, first, 'Passed');

    // The trainer rewords the question in the bot builder (the rich editor) and trains.
    await trainer.goto(`/botbuilder/botmessages/id=${encodeURIComponent(original!.id)}`);
    await trainer.getByRole('heading', { name: MESSAGE_NAME, level: 1 }).waitFor();
    const editor = trainer.getByRole('textbox', { name: 'Message text' }).first();
    await expect.poll(() => editor.innerText()).toBe(ASKED);
    await editor.click();
    await trainer.keyboard.press('Control+a');
    await trainer.keyboard.type(CHANGED);
    await trainer.getByRole('region', { name: 'Preview' }).first().getByText(CHANGED).waitFor();
    await trainer.getByRole('button', { name: 'Save', exact: true }).click();
    await trainer.getByText('Bot message saved').waitFor();

    await trainer.goto('/botbuilder/intents');
    const bar = trainer.getByRole('region', { name: 'Training and publishing' });
    const version = await nextVersion(baseUrl());
    await bar.getByRole('button', { name: 'Train', exact: true }).click();
    await bar.getByText(`version ${version} trained`).waitFor();
    const live = await bar.getByText(/^Live:/).innerText();

    // Run #n+1: the case fails on the bot message, and the results show the word that changed.
    const row = await runAllCases(trainer, first + 1, 'Failed');
    await row.getByRole('link', { name: `Run #${first + 1}`, exact: true }).click();
    await trainer.getByRole('heading', { name: `Test Results: Run #${first + 1}`, level: 1 }).waitFor();
    await trainer.getByLabel('Review filter').getByText('Failed', { exact: true }).click();
    await trainer.locator('.ant-collapse[aria-busy="false"]').waitFor();
    const failed = trainer.getByRole('button', { name: /Chat with .+Failed/ });
    await failed.click();
    const message = trainer.getByRole('list', { name: 'Checks of turn 1' }).getByRole('listitem', { name: 'Bot message 1: differs' });
    await message.waitFor();
    // Only the changed word: the editor saved rich text (<p>…</p>), and runs compare the text the customer reads.
    const marked = (tag: string) => message.locator(tag).allInnerTexts().then((texts) => texts.map((text) => text.trim()));
    expect(await marked('del')).toEqual(['number?']);
    expect(await marked('ins')).toEqual(['reference?']);
    await trainer.getByRole('list', { name: 'Checks of turn 1' }).getByRole('listitem', { name: 'Intent: matches' }).waitFor();

    // The publish gate on (every case): Publish runs the case against the draft and is refused, naming it.
    await trainer.goto('/automatedtesting/testruns');
    await trainer.getByRole('button', { name: 'Publish gate: off' }).click();
    const gate = trainer.getByRole('dialog', { name: 'Publish gate' });
    await gate.getByRole('switch', { name: 'Check every publish' }).click();
    await gate.getByRole('button', { name: 'Save' }).click();
    await trainer.getByRole('button', { name: 'Publish gate: on' }).waitFor();

    await trainer.goto('/botbuilder/intents');
    await bar.getByRole('button', { name: 'Publish', exact: true }).click();
    await trainer.locator('.ant-popconfirm').getByRole('button', { name: 'Publish' }).click();
    const refusal = trainer.getByRole('dialog', { name: PUBLISH_GATE_TEXTS.refusedTitle });
    await refusal.getByText(PUBLISH_GATE_TEXTS.refused(1, first + 2)).waitFor({ timeout: 130_000 });
    const named = await refusal.getByRole('listitem').allInnerTexts();
    expect(named).toHaveLength(1);
    expect(named[0]).toMatch(/^Chat with .+ \(\d{4}-\d{2}-\d{2}\)$/);
    await refusal.getByRole('link', { name: `See the differences in run #${first + 2}` }).waitFor();
    await refusal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await refusal.waitFor({ state: 'hidden' });
    expect(await bar.getByText(/^Live:/).innerText()).toBe(live);
  }, 240_000); // a long journey: four screens, a training, three runs, a publish waiting for its gate's run
});
