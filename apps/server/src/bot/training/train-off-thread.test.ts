/**
 * trainOffThread: the training runs on its own thread and gives the main thread the same version it
 * would have trained itself; a thread that runs out of memory or time fails its training, not the process.
 */
import { describe, expect, it } from 'vitest';
import type { FaqDraft } from '@/bot/faq/faq-model';
import type { DraftBot } from './train-bot';
import { trainOffThread } from './train-off-thread';
import { trainVersion, type TrainingJob } from './train-version';

const INTENTS: DraftBot['intents'] = [
  { name: 'greeting', reply: 'Hi!', handover: false, quickReplies: [], blocked: [],
    utterances: ['hello', 'hi', 'hey there', 'good morning', 'hello there', 'good evening', 'hiya'] },
  { name: 'order_status', reply: 'Track it.', handover: false, quickReplies: [], blocked: [],
    utterances: ['where is my order', 'track my order', 'order status', 'has my order shipped', 'when will my order arrive', 'my parcel is late'] },
];
const faqDraft: FaqDraft = {
  language: 'en', documents: [],
  faqs: [{ question: 'What are your opening hours?', answer: '9 to 6.', alternates: ['when are you open', 'opening times'] }],
};
const job: TrainingJob = { draft: { language: 'en', threshold: 0.5, entities: [], intents: INTENTS }, faqDraft };

/** A draft far too large for a small heap: 200 intents of 200 distinct long sentences. */
const hugeJob = (): TrainingJob => ({
  ...job,
  draft: { ...job.draft, intents: Array.from({ length: 200 }, (_, i) => ({
    name: `intent_${i}`, reply: '', handover: false, quickReplies: [], blocked: [],
    utterances: Array.from({ length: 200 }, (_, j) => Array.from({ length: 12 }, (_, k) => `w${i}x${j}y${k}`).join(' ')),
  })) },
});

describe('trainOffThread', () => {
  it('trains on another thread the version the main thread would have trained, relaying progress and logs', async () => {
    const progress: number[] = [];
    const logs: string[] = [];
    const trained = await trainOffThread(job, (fraction) => progress.push(fraction), (line) => logs.push(line));
    const here = await trainVersion(job, () => undefined, () => undefined);
    expect(JSON.stringify(trained)).toBe(JSON.stringify(here));
    expect(trained.faqFigures).toMatchObject({ faqCount: 1, alternateCount: 2 });
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(logs).toContain('FAQ model built');
    expect(logs[0]).toMatch(/13 utterances in 2 intents/);
  });

  // A 16 MB heap limit is the thread's own: the test process has far more, so only a training on its own thread fails here.
  it('fails a training whose thread runs out of memory or time, and trains the next one', async () => {
    await expect(trainOffThread(hugeJob(), () => undefined, () => undefined, { timeoutMs: 120_000, resourceLimits: { maxOldGenerationSizeMb: 16 } }))
      .rejects.toThrow('the training needed more memory than allowed');
    await expect(trainOffThread(hugeJob(), () => undefined, () => undefined, { timeoutMs: 50, resourceLimits: {} }))
      .rejects.toThrow('the training took longer than 0.05 s');
    await expect(trainOffThread(job, () => undefined, () => undefined)).resolves.toMatchObject({ evaluation: expect.anything() });
  });

  it('runs one training at a time: the second starts when the first has ended', async () => {
    const order: string[] = [];
    const first = trainOffThread(job, () => undefined, (line) => order.push(`first: ${line}`)).then(() => order.push('first done'));
    const second = trainOffThread(job, () => undefined, (line) => order.push(`second: ${line}`)).then(() => order.push('second done'));
    await Promise.all([first, second]);
    const firstDone = order.indexOf('first done');
    expect(order.findIndex((line) => line.startsWith('second: '))).toBeGreaterThan(firstDone);
  });
});
