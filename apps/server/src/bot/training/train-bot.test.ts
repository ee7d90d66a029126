/** trainBot: the model and its evaluation depend on the draft's content, not on the order it was read in. */
import { describe, expect, it } from 'vitest';
import { trainBot, type DraftBot } from './train-bot';

const INTENTS: DraftBot['intents'] = [
  { name: 'greeting', reply: 'Hi!', handover: false, quickReplies: [], blocked: [],
    utterances: ['hello', 'hi', 'hey there', 'good morning', 'hello there', 'good evening', 'hiya'] },
  { name: 'order_status', reply: 'Track it.', handover: false, quickReplies: [], blocked: [],
    utterances: ['where is my order', 'track my order', 'order status', 'has my order shipped', 'when will my order arrive', 'my parcel is late'] },
  { name: 'thanks', reply: 'Welcome!', handover: false, quickReplies: [], blocked: [],
    utterances: ['thanks', 'thank you', 'thanks a lot', 'cheers', 'many thanks', 'appreciate it'] },
];
const draft = (intents: DraftBot['intents'], noIntent: string[]): DraftBot =>
  ({ language: 'en', threshold: 0.5, entities: [], intents, noIntent });

describe('trainBot', () => {
  it('trains the same model, with the same evaluation, whatever order the intents, utterances and FAQ phrasings come in', async () => {
    const phrasings = ['what are your opening hours', 'do you ship abroad', 'how do I return an item'];
    const asWritten = await trainBot(draft(INTENTS, phrasings), () => undefined, () => undefined);
    // As the database may list them: intents by name descending, each intent's sentences in another order.
    const reordered = await trainBot(draft(
      [...INTENTS].reverse().map((intent) => ({ ...intent, utterances: [...intent.utterances].reverse() })),
      [...phrasings].reverse(),
    ), () => undefined, () => undefined);
    expect(reordered.evaluation).toEqual(asWritten.evaluation);
    expect(JSON.stringify(reordered.bundle.model)).toBe(JSON.stringify(asWritten.bundle.model));
  });

  it('flags an utterance that reads like another intent, and lists the confused pairs', async () => {
    const misfiled = INTENTS.map((intent) => (intent.name === 'thanks' ? { ...intent, utterances: [...intent.utterances, 'where is my order, has it shipped'] } : intent));
    const logs: string[] = [];
    const { evaluation } = await trainBot(draft(misfiled, []), () => undefined, (line) => logs.push(line));
    expect(evaluation?.misplaced).toEqual([expect.objectContaining({ text: 'where is my order, has it shipped', intent: 'thanks', closerTo: 'order_status' })]);
    expect(evaluation?.confusions).toEqual(expect.any(Array));
    expect(logs).toContain('1 utterance sits closer to another intent than to their own');
  });
});
