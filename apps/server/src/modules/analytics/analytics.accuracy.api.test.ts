/**
 * The model-accuracy report (issue 24, /analytics/accuracy) on a fixture worked out by hand. Brand threshold 0.5.
 * On 2026-10-12 (UTC), customer messages in seq order (the bot's answers come after them):
 *   C1 10:00 order 0.9, order 0.45 "cancel it"; two answers voted down and up (both follow the second message). QA Passed.
 *   C2 11:00 order 0.8 "hi there", greeting 0.95; one answer voted down (follows greeting). QA Failed.
 *   C3 12:00 (wa) None 0.3 "I want my money back", refund 0.6.
 *   C4 13:00 greeting 0.7. QA Passed.        C5 10-11 23:00 order 0.9 (outside).   C6 14:00 one message not read.
 * order: 3 predictions, 1 low (33.3 %), 2 conversations, Passed 1, Failed 1, votes up 1 down 1, average 0.7167.
 * greeting: 2, 0 low, 2 conversations, Passed 1 (C4), Failed 1 (C2), down 1. None: 1, 1 low (100 %). refund: 1.
 * Totals: 7 predictions, 2 low (28.6 %), 4 conversations, Passed 2, Failed 1, up 1, down 2.
 * Candidates kept: C2's greeting 0.95 over order 0.02 (apart), C4's greeting 0.7 over thanks 0.65 (a close call).
 * Training utterances: "Hi there" of greeting, "cancel it" of cancel → pairs order→cancel (its answer down-voted)
 * and order→greeting; moving C3's "I want my money back" to refund adds None→refund.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  accuracyDataSchema, accuracyUtterancesDataSchema, moveUtteranceDataSchema, type AccuracyData, type AccuracyFilterInput,
} from '@switchboard/contracts/analytics/accuracy.schemas';
import { ANALYTICS_PATHS, type AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import { filtersQueryDataSchema, HISTORY_PATHS } from '@switchboard/contracts/history/history.schemas';
import { botIntents, botUtterances } from '@/db/schema/bot-builder';
import { brands } from '@/db/schema/brands';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { callerFor, dataOf, type Caller } from '@/modules/history/history.test-kit';
import { describeBackendsShared } from '@/testing/backends';
import { addConversation, type ConversationSpec } from './analytics.test-kit';

const DAY = { startDate: '2026-10-12', endDate: '2026-10-12' } as const;
type Read = { intent: string; confidence: number; text?: string; candidates?: Array<{ intent: string; score: number }> };

describeBackendsShared('analytics model accuracy report', (context) => {
  let manager: Caller;
  const sessions = new Map<string, string>();
  const intentIds = new Map<string, string>();
  let moneyBack = '';

  beforeAll(async () => {
    const db = context.database.db;
    const chat = async (name: string, at: string, reads: Array<Read | null>, spec: Partial<ConversationSpec> & { review?: 'Passed' | 'Failed'; votes?: Array<'upvote' | 'downvote'> } = {}) => {
      const sessionId = await addConversation(db, {
        at: new Date(`2026-10-${at}:00Z`), psid: `accuracy-${name}`, ...spec,
        customer: reads.map((read) => (read ? { intent: read.intent, confidence: read.confidence } : null)),
      });
      sessions.set(name, sessionId);
      const messages = await db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(chatMessages.seq);
      for (const [index, read] of reads.entries()) {
        if (read?.text) await db.update(chatMessages).set({ content: { text: read.text } }).where(eq(chatMessages.chatlogId, messages[index]!.chatlogId));
        if (read?.candidates) {
          await db.update(chatMessages).set({ nlpSnapshot: { intent: read.intent, confidence: read.confidence, text: 'hello', candidates: read.candidates } })
            .where(eq(chatMessages.chatlogId, messages[index]!.chatlogId));
        }
      }
      const answers = messages.filter((message) => message.sender === 'chatbot');
      for (const [index, vote] of (spec.votes ?? []).entries()) await db.update(chatMessages).set({ vote }).where(eq(chatMessages.chatlogId, answers[index]!.chatlogId));
      if (spec.review) await db.update(chatSessions).set({ reviewStatus: spec.review }).where(eq(chatSessions.sessionId, sessionId));
      return messages;
    };
    await chat('C1', '12T10:00', [{ intent: 'order', confidence: 0.9 }, { intent: 'order', confidence: 0.45, text: 'cancel it' }],
      { botMessages: 2, votes: ['downvote', 'upvote'], review: 'Passed' });
    await chat('C2', '12T11:00', [{ intent: 'order', confidence: 0.8, text: 'hi there' }, { intent: 'greeting', confidence: 0.95, candidates: [{ intent: 'greeting', score: 0.95 }, { intent: 'order', score: 0.02 }] }],
      { botMessages: 1, votes: ['downvote'], review: 'Failed' });
    const c3 = await chat('C3', '12T12:00', [{ intent: 'None', confidence: 0.3, text: 'I want my money back' }, { intent: 'refund', confidence: 0.6 }], { channel: 'wa' });
    moneyBack = c3[0]!.chatlogId;
    await chat('C4', '12T13:00', [{ intent: 'greeting', confidence: 0.7, candidates: [{ intent: 'greeting', score: 0.7 }, { intent: 'thanks', score: 0.65 }] }], { review: 'Passed' });
    await chat('C5', '11T23:00', [{ intent: 'order', confidence: 0.9 }]);
    await chat('C6', '12T14:00', [null]);
    const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
    // The seeded bot has greeting (with "hi there"); cancel and refund are added.
    for (const name of ['greeting', 'cancel', 'refund']) {
      const [known] = await db.select({ id: botIntents.id }).from(botIntents).where(and(eq(botIntents.brandId, brand!.id), eq(botIntents.name, name)));
      const [row] = known ? [known] : await db.insert(botIntents).values({ brandId: brand!.id, name, reply: `About ${name}` }).returning();
      intentIds.set(name, row!.id);
    }
    await db.insert(botUtterances).values([{ intentId: intentIds.get('greeting')!, text: 'Hi there' }, { intentId: intentIds.get('cancel')!, text: 'cancel it' }])
      .onConflictDoNothing();
    manager = await callerFor(context.app, 'manager@demo.brand');
  });

  async function report(filter: AccuracyFilterInput, caller = manager): Promise<AccuracyData> {
    const response = await caller.call('POST', ANALYTICS_PATHS.modelAccuracy, filter);
    expect(response.statusCode, response.body).toBe(200);
    return accuracyDataSchema.parse(dataOf(response));
  }

  async function listed(drill: AnalyticsDrillDown): Promise<number> {
    const response = await manager.call('POST', HISTORY_PATHS.filtersQuery, { ...DAY, analytics: drill });
    expect(response.statusCode, response.body).toBe(200);
    return filtersQueryDataSchema.parse(dataOf(response)).chatLogs.length;
  }

  it('counts predictions, low-confidence share, QA verdicts and votes per intent, most predicted first', async () => {
    const data = await report(DAY);
    expect(data.threshold).toBe(0.5);
    expect(data.totals).toEqual({ predictions: 7, lowConfidence: 2, lowConfidenceShare: 28.6, conversations: 4, passed: 2, failed: 1, upvotes: 1, downvotes: 2 });
    expect(data.intents.totalCount).toBe(4);
    expect(data.intents.rows[0]).toEqual({
      intent: 'order', predictions: 3, lowConfidence: 1, lowConfidenceShare: 33.3, conversations: 2, passed: 1, failed: 1, upvotes: 1, downvotes: 1, averageConfidence: 0.7167,
    });
    expect(data.intents.rows.map((row) => [row.intent, row.predictions, row.lowConfidenceShare, row.passed, row.failed, row.downvotes])).toEqual([
      ['order', 3, 33.3, 1, 1, 1], ['greeting', 2, 0, 1, 1, 1], ['None', 1, 100, 0, 0, 0], ['refund', 1, 0, 0, 0, 0],
    ]);
    expect(data.range).toEqual({ from: '2026-10-12T00:00:00Z', to: '2026-10-13T00:00:00Z' });
    expect(data.closeCalls).toEqual([{ intent: 'greeting', runnerUp: 'thanks', messages: 1 }]);
  });

  it('sorts by low-confidence share, searches names, and narrows by QA review and channel', async () => {
    const byShare = await report({ ...DAY, sortBy: 'lowConfidenceShare' });
    expect(byShare.intents.rows.map((row) => row.intent)).toEqual(['None', 'order', 'greeting', 'refund']);
    const ascending = await report({ ...DAY, sortBy: 'predictions', order: 'asc' });
    expect(ascending.intents.rows.map((row) => row.intent)).toEqual(['None', 'refund', 'greeting', 'order']);
    const search = await report({ ...DAY, search: 'RE' });
    expect(search.intents.rows.map((row) => row.intent)).toEqual(['greeting', 'refund']);
    expect(search.intents.totalCount).toBe(2);
    expect(search.totals.predictions).toBe(7);
    const failed = await report({ ...DAY, review: 'Failed' });
    expect(failed.intents.rows.map((row) => [row.intent, row.predictions])).toEqual([['greeting', 1], ['order', 1]]);
    expect(failed.totals).toMatchObject({ predictions: 2, conversations: 1, failed: 1, passed: 0 });
    const wa = await report({ ...DAY, channel: 'wa' });
    expect(wa.intents.rows.map((row) => [row.intent, row.predictions, row.lowConfidence])).toEqual([['None', 1, 1], ['refund', 1, 0]]);
    expect((await report({ ...DAY, page: 2 })).intents.rows).toEqual([]);
  });

  it('drills each intent’s conversations and QA verdicts into history with the same counts', async () => {
    const data = await report(DAY);
    for (const row of data.intents.rows) {
      const drill = { from: data.range.from, to: data.range.to, intent: row.intent };
      expect(await listed({ ...drill, metric: 'intentPredicted' }), row.intent).toBe(row.conversations);
      expect(await listed({ ...drill, metric: 'intentPassed' }), row.intent).toBe(row.passed);
      expect(await listed({ ...drill, metric: 'intentFailed' }), row.intent).toBe(row.failed);
    }
    expect(await listed({ metric: 'botConversations', from: data.range.from, to: data.range.to })).toBe(data.totals.conversations);
    const missing = await manager.call('POST', HISTORY_PATHS.filtersQuery, { ...DAY, analytics: { metric: 'intentPredicted', from: data.range.from, to: data.range.to } });
    expect(missing.statusCode).toBe(400);
  });

  it('lists an intent’s utterances least confident first, with QA’s verdicts and the intent each sentence trains now', async () => {
    const response = await manager.call('POST', ANALYTICS_PATHS.modelAccuracyUtterances, { ...DAY, intent: 'order' });
    expect(response.statusCode, response.body).toBe(200);
    const data = accuracyUtterancesDataSchema.parse(dataOf(response));
    expect(data.totalCount).toBe(3);
    expect(data.rows.map((row) => [row.text, row.confidence, row.lowConfidence, row.reviewStatus, row.answerVote, row.trainedAs])).toEqual([
      ['cancel it', 0.45, true, 'Passed', 'downvote', 'cancel'],
      ['hi there', 0.8, false, 'Failed', null, 'greeting'],
      ['customer 1', 0.9, false, 'Passed', null, null],
    ]);
    expect(data.rows[0]).toMatchObject({ sessionId: sessions.get('C1'), channel: 'website', at: '2026-10-12T10:00:03Z' });
  });

  it('shows the confused pairs, and moves a misread utterance to the right intent through the intent service', async () => {
    expect((await report(DAY)).confusedPairs).toEqual([
      { predicted: 'order', actual: 'cancel', messages: 1, downvoted: 1 }, { predicted: 'order', actual: 'greeting', messages: 1, downvoted: 0 },
    ]);
    const trainer = await callerFor(context.app, 'trainer@demo.brand');
    const body = { chatlogId: moneyBack, intentId: intentIds.get('refund') };
    const moved = await trainer.call('POST', ANALYTICS_PATHS.moveUtterance, body);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moveUtteranceDataSchema.parse(dataOf(moved))).toMatchObject({ intent: 'refund', text: 'I want my money back', intentId: intentIds.get('refund') });
    const stored = await context.database.db.select().from(botUtterances).where(and(eq(botUtterances.intentId, intentIds.get('refund')!), eq(botUtterances.text, 'I want my money back')));
    expect(stored).toHaveLength(1);
    // The bot builder's duplicate rule: the intent has that sentence now.
    expect((await trainer.call('POST', ANALYTICS_PATHS.moveUtterance, body)).statusCode).toBe(409);
    expect((await report(DAY)).confusedPairs[0]).toEqual({ predicted: 'None', actual: 'refund', messages: 1, downvoted: 0 });
    const unknown = await trainer.call('POST', ANALYTICS_PATHS.moveUtterance, { ...body, chatlogId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad input with the field, members without the page, and moves by members who may not edit intents', async () => {
    const tooLong = await manager.call('POST', ANALYTICS_PATHS.modelAccuracy, { startDate: '2026-09-01', endDate: '2026-10-12' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'endDate' });
    const noIntent = await manager.call('POST', ANALYTICS_PATHS.modelAccuracyUtterances, DAY);
    expect(noIntent.json()).toMatchObject({ field: 'intent' });
    const agent = await callerFor(context.app, 'agent@demo.brand');
    expect((await agent.call('POST', ANALYTICS_PATHS.modelAccuracy, DAY)).statusCode).toBe(403);
    expect((await agent.call('POST', ANALYTICS_PATHS.modelAccuracyUtterances, { ...DAY, intent: 'order' })).statusCode).toBe(403);
    // QA sees the report but may not edit the bot; a trainer without the Intents page may not move either.
    const qa = await callerFor(context.app, 'qa@demo.brand');
    expect((await report(DAY, qa)).totals.predictions).toBe(7);
    const body = { chatlogId: moneyBack, intentId: intentIds.get('cancel') };
    expect((await qa.call('POST', ANALYTICS_PATHS.moveUtterance, body)).statusCode).toBe(403);
    await context.database.db.execute(sql`update roles set permissions = jsonb_set(permissions,
      '{features,/botbuilder,children,/botbuilder/intents,isAllowed}'::text[], 'false'::jsonb) where name = 'Trainer'`);
    // A fresh app: the current one caches the trainer's permissions from the earlier sign-in.
    const trainer = await callerFor(await context.buildApp(), 'trainer@demo.brand');
    const refused = await trainer.call('POST', ANALYTICS_PATHS.moveUtterance, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Moving an utterance needs the Intents page of the bot builder' });
  });
});
