// (e) A training of a large bot: 5,000 utterances in 50 intents (the intent upload's row cap), made up
// from a seeded vocabulary so that every intent has its own words and shares many with the others. The
// upload happens before the probe's window; the window holds trainApp and the wait for its end.
import { BOT_BUILDER_PATHS } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { TrainingStatus } from '@switchboard/contracts/models/models.schemas';
import { uploadSheet } from './attacks';
import { intentRows } from './xlsx';

const INTENTS = 50;
const COMMON_WORDS = 400;
const TOPIC_WORDS = 8;
const POLL_MS = 500;

/** mulberry32: the same sentences every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const word = (n: number) => `w${n.toString(36)}`;

function utterance(n: number, next: () => number): [string, string] {
  const intent = n % INTENTS;
  const pick = (count: number, offset: number) => word(offset + Math.floor(next() * count));
  const words = [pick(TOPIC_WORDS, COMMON_WORDS + intent * TOPIC_WORDS), pick(TOPIC_WORDS, COMMON_WORDS + intent * TOPIC_WORDS)];
  for (let i = 0; i < 3 + Math.floor(next() * 5); i++) words.push(pick(COMMON_WORDS, 0));
  return [`bench_intent_${intent}`, words.join(' ')];
}

/** Uploads the bot's utterances (before the window); returns the load: train and wait until it ends. */
export async function largeBot(url: string, token: string, rows: number): Promise<() => Promise<string>> {
  const next = random(20);
  const sheet = await intentRows(rows, (n) => utterance(n, next));
  const upload = await uploadSheet(url, token, BOT_BUILDER_PATHS.uploadIntents, 'intents.xlsx', sheet.file);
  if (upload.status !== 200) throw new Error(`uploadIntents answered ${upload.status}: ${upload.message}`);
  const auth = { authorization: `Bearer ${token}` };
  return async () => {
    const start = performance.now();
    const started = await fetch(`${url}${BOT_BUILDER_PATHS.trainApp}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' });
    if (!started.ok) return `trainApp answered ${started.status}`;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const answer = await fetch(`${url}${BOT_BUILDER_PATHS.trainingStatus}`, { headers: auth });
      const status = ((await answer.json()) as { data: TrainingStatus }).data;
      if (!status.bot_training) {
        return `${rows.toLocaleString('en')} utterances in ${INTENTS} intents: ${status.latest?.status ?? 'no training'} in ${((performance.now() - start) / 1000).toFixed(1)} s`;
      }
    }
  };
}
