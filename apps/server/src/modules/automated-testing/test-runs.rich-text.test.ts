/**
 * Runs compare the text a customer reads: a case recorded from a plain-text answer passes once the trainer saves the
 * same words in the rich editor (`<p>…</p>`, format html), and a changed word still fails, its difference in words.
 */
import { expect, it } from 'vitest';
import { BOT_BUILDER_PATHS as B, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { BotMessage } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import { callerFor, dataOf, type Caller } from '@/modules/bot-builder/bot-builder.test-kit';
import { DEMO_FLOW_TEXTS, DEMO_IDS } from '@/seed/bot-workflows-seed';
import { describeBackends } from '@/testing/backends';
import { createCase, orderTurns, resultsOf, startRun, waitForRun } from './test-runs.test-kit';

/** Saves the order question as the rich editor does (every version of every variation) and trains. */
async function saveRichAndTrain(trainer: Caller, html: string, idle: () => Promise<void>): Promise<void> {
  const message = dataOf<BotMessage>(await trainer.get(withId(B.botMessage, DEMO_IDS.askOrder)));
  const variations = message.variations.map((variation) => ({
    ...variation, abTestings: variation.abTestings.map((ab) => ({ ...ab, content: { ...ab.content, text: html, format: 'html' as const } })),
  }));
  expect((await trainer.put(withId(B.botMessage, DEMO_IDS.askOrder), { name: message.name, type: message.type, variations })).statusCode).toBe(200);
  expect((await trainer.post(B.trainApp)).statusCode).toBe(200);
  await idle();
}

describeBackends('automated testing: runs compare the text a customer reads', (context) => {
  it('passes a plain-text case against the same words saved as rich text, and fails a changed word with its difference', async () => {
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    const idle = () => context.app.services.botBuilder.training.idle();
    // Recorded from the plain-text answer (the demo seed's), as "Make a test" records it from /history.
    const order = await createCase(trainer, 'Order status', orderTurns(DEMO_FLOW_TEXTS.askOrder));

    await saveRichAndTrain(trainer, '<p>Sure! What is your <strong>order number</strong>?</p><p>It looks like ORD-12345.</p>', idle);
    const same = await waitForRun(trainer, (await startRun(trainer))._id);
    expect(same).toMatchObject({ state: 'passed', modelVersion: 2, passed: 1 });
    const passed = (await resultsOf(trainer, same._id)).items[0]!;
    // What the customer reads is what the result shows.
    expect(passed.turns[0]?.outcome.messages[0]?.text).toBe('Sure! What is your order number?\nIt looks like ORD-12345.');

    await saveRichAndTrain(trainer, '<p>Sure! What is your <strong>order reference</strong>?</p><p>It looks like ORD-12345.</p>', idle);
    const changed = await waitForRun(trainer, (await startRun(trainer))._id);
    expect(changed).toMatchObject({ state: 'failed', modelVersion: 3, failed: 1 });
    const failed = (await resultsOf(trainer, changed._id, '?filter=Failed')).items;
    expect(failed.map((result) => result.testCaseId)).toEqual([order._id]);
    expect(failed[0]?.turns[0]?.checks.filter((check) => !check.passed)).toEqual([{
      path: 'botMessages.0', passed: false,
      expected: DEMO_FLOW_TEXTS.askOrder, actual: 'Sure! What is your order reference? It looks like ORD-12345.',
    }]);
  });
});
