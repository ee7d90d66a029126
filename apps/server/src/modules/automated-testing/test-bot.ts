/**
 * The bot a test case talks to: the sandbox's runtime (the one customers get, an instance of its own) for one pinned
 * version, with what it would call outside answered by doubles. A brand function is not called (the function fails,
 * so the bot takes its failure path, and the turn names it) unless the run asked for live brand functions; the FAQ's
 * language model is never asked (a document passage answers as it is, and the turn says so). A/B versions are drawn
 * from a generator seeded by the case, so a case draws the same versions every run.
 */
import type { TestDouble } from '@switchboard/contracts/automated-testing/test-run.schemas';
import type { BotInput } from '@/bot/bot';
import { answerFaqWith, noGenerativeEndpoint } from '@/bot/faq/answer-faq';
import type { LiveVersion } from '@/bot/published-bot';
import type { AnswerFaq, CallBrandFunction } from '@/bot/runtime-ports';
import type { BotSandbox, SandboxTurn } from '@/modules/bot-builder/bot-sandbox';

export interface TestBot {
  readonly modelId: string;
  readonly version: number;
  /** A new conversation: the A/B draw restarts from the case's seed. */
  startCase(seed: string): void;
  converse(conversationId: string, input: BotInput, state: unknown): Promise<{ turn: SandboxTurn; doubles: TestDouble[] }>;
}

const NOT_CALLED = 'not called in a test run';

/** A small seeded generator (mulberry32 over a string hash): the same seed, the same draws. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createTestBot(sandbox: BotSandbox, live: LiveVersion, who: { brandId: string; customerName: string }, options: { liveBrandFunctions: boolean }): TestBot {
  let doubles: TestDouble[] = [];
  let random = seededRandom('');
  const doubled: CallBrandFunction = (fn) => {
    doubles.push({ kind: 'brandFunction', name: fn.name });
    return Promise.resolve({ ok: false, variables: {}, error: NOT_CALLED });
  };
  const passagesOnly = answerFaqWith(noGenerativeEndpoint);
  const answerFaq: AnswerFaq = async (faq, text, faqOptions) => {
    const answer = await passagesOnly(faq, text, faqOptions);
    if (answer?.kind === 'generative') doubles.push({ kind: 'languageModel', name: 'Generative FAQ' });
    return answer;
  };
  const bot = sandbox.bot(live, {
    callBrandFunction: options.liveBrandFunctions ? sandbox.livePorts.callBrandFunction : doubled,
    answerFaq,
    random: () => random(),
  });
  return {
    modelId: live.modelId,
    version: live.version,
    startCase(seed) {
      random = seededRandom(seed);
    },
    async converse(conversationId, input, state) {
      doubles = [];
      const turn = await sandbox.converse(bot, who, conversationId, input, state);
      return { turn, doubles };
    },
  };
}
