/**
 * The query report (issue 24, /analytics/query) on conversations whose numbers are worked out by hand. 2026-10-10 UTC:
 *   C1 09:00 website  "I want a refund for my order" (None 0.9: unanswered), "refund please" (refund 0.4: below the
 *                     threshold), bot "Your refund is on its way" (not a customer's)
 *   C2 10:00 website  "Where is my refund?" (not read by the bot), "refund status" (refund 0.5: at the threshold,
 *                     recognised), bot "We can change your delivery"
 *   C3 11:00 wa       "change delivery address" (None 0.2), "update my delivery address please" (no score: unanswered)
 *   C4 12:00 website  "Refund refund REFUND" (refund 0.95), "order 12345" (None 0.3)
 *   C5 10-09 20:00    "refund delivery" (None 0.1): the day before in UTC, 10-10 01:30 in Asia/Kolkata.
 * Customer messages 8; unanswered 5 (C1 ×2, C3 ×2, C4 "order 12345"). Words (stop words and digits out, each counted
 * once a message): refund 5 messages / 3 conversations, order 2 / 2, address 2 / 1, delivery 2 / 1, then change,
 * status, update, want 1 / 1. Clusters (k = round(√(5/2)) = 2; the newest, "order 12345", seeds the first centre,
 * "update my delivery address please" — sharing no word with it — the second): {order 12345, refund please, I want a
 * refund…} with terms order, refund, want; {update my delivery…, change delivery address} with address, delivery, change.
 * 2026-10-12: C6 with twelve "track my parcel" (None): one cluster of 12, pages of 10 and 2.
 * 2026-10-13: C7 "warranty claim" in the south region, C8 "invoice copy" in the default (north) one.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ANALYTICS_PATHS, type AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import { clusterRequestsDataSchema, QUERY_PATHS, queryDataSchema, type QueryData } from '@switchboard/contracts/analytics/query.schemas';
import type { ReportFilterInput } from '@switchboard/contracts/analytics/report-filter';
import { BOT_BUILDER_PATHS } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { filtersQueryDataSchema, HISTORY_PATHS } from '@switchboard/contracts/history/history.schemas';
import { MEMBERS_PATHS, pathWith } from '@switchboard/contracts/members/team.schemas';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { signIn } from '@/testing/test-app';
import { callerFor, dataOf, type Caller } from '@/modules/history/history.test-kit';
import { describeBackendsShared } from '@/testing/backends';
import { addConversation } from './analytics.test-kit';

const DAY = { startDate: '2026-10-10', endDate: '2026-10-10' } as const;
type Nlp = { intent: string; confidence?: number } | null;

describeBackendsShared('analytics query report', (context) => {
  let manager: Caller;
  let trainer: Caller;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    const db = context.database.db;
    const chat = async (name: string, at: string, channel: 'website' | 'wa', customer: Array<[string, Nlp]>, bot?: string) => {
      const start = new Date(`${at}:00Z`);
      const sessionId = await addConversation(db, { at: start, psid: `query-${name}`, channel });
      ids.set(name, sessionId);
      const rows = customer.map(([text, nlp], index) => ({
        chatlogId: crypto.randomUUID(), sessionId, psid: `query-${name}`, seq: index + 1, sender: 'customer' as const, type: 'text' as const,
        content: { text }, nlpSnapshot: nlp, createdAt: new Date(start.getTime() + (2 * index + 1) * 1000),
      }));
      const answer = bot ? [{ ...rows[0]!, chatlogId: crypto.randomUUID(), seq: rows.length + 1, sender: 'chatbot' as const, content: { text: bot }, nlpSnapshot: null }] : [];
      await db.insert(chatMessages).values([...rows, ...answer]);
      rows.forEach((row, index) => ids.set(`${name}.${index + 1}`, row.chatlogId));
      if (answer[0]) ids.set(`${name}.bot`, answer[0].chatlogId);
    };
    await chat('C1', '2026-10-10T09:00', 'website', [['I want a refund for my order', { intent: 'None', confidence: 0.9 }], ['refund please', { intent: 'refund', confidence: 0.4 }]], 'Your refund is on its way');
    await chat('C2', '2026-10-10T10:00', 'website', [['Where is my refund?', null], ['refund status', { intent: 'refund', confidence: 0.5 }]], 'We can change your delivery');
    await chat('C3', '2026-10-10T11:00', 'wa', [['change delivery address', { intent: 'None', confidence: 0.2 }], ['update my delivery address please', { intent: 'address' }]]);
    await chat('C4', '2026-10-10T12:00', 'website', [['Refund refund REFUND', { intent: 'refund', confidence: 0.95 }], ['order 12345', { intent: 'None', confidence: 0.3 }]]);
    await chat('C5', '2026-10-09T20:00', 'website', [['refund delivery', { intent: 'None', confidence: 0.1 }]]);
    await chat('C6', '2026-10-12T08:00', 'website', Array.from({ length: 12 }, () => ['track my parcel', { intent: 'None', confidence: 0.1 }] as [string, Nlp]));
    await chat('C7', '2026-10-13T08:00', 'website', [['warranty claim', { intent: 'None', confidence: 0.1 }]]);
    await chat('C8', '2026-10-13T09:00', 'website', [['invoice copy', { intent: 'None', confidence: 0.1 }]]);
    await db.update(chatSessions).set({ bifurcation: { region: 'south' } }).where(eq(chatSessions.sessionId, ids.get('C7')!));
    manager = await callerFor(context.app, 'manager@demo.brand');
    trainer = await callerFor(context.app, 'trainer@demo.brand');
  });

  async function report(filter: ReportFilterInput, caller = manager): Promise<QueryData> {
    const response = await caller.call('POST', ANALYTICS_PATHS.query, filter);
    expect(response.statusCode, response.body).toBe(200);
    return queryDataSchema.parse(dataOf(response));
  }

  async function listed(drill: AnalyticsDrillDown): Promise<number> {
    const response = await manager.call('POST', HISTORY_PATHS.filtersQuery, { startDate: '2026-10-09', endDate: '2026-10-11', analytics: drill });
    expect(response.statusCode, response.body).toBe(200);
    return filtersQueryDataSchema.parse(dataOf(response)).chatLogs.length;
  }

  it('counts the words of customer messages (stop words, digits and the bot out) and the unanswered messages', async () => {
    const data = await report(DAY);
    expect(data.words.map((word) => [word.word, word.messages, word.conversations])).toEqual([
      ['refund', 5, 3], ['order', 2, 2], ['address', 2, 1], ['delivery', 2, 1], ['change', 1, 1], ['status', 1, 1], ['update', 1, 1], ['want', 1, 1],
    ]);
    // unanswered: the facts trigger's count (read 7, recognised 2); clustered: the messages lib/analytics-nlu.ts picks
    // one by one (under the cap, all of them). The two definitions agree.
    expect(data).toMatchObject({ customerMessages: 8, unanswered: 5, clustered: 5, range: { from: '2026-10-10T00:00:00Z', to: '2026-10-11T00:00:00Z' } });
  });

  it('follows the channel filter and the member’s time zone', async () => {
    const wa = await report({ ...DAY, channel: 'wa' });
    expect(wa.words.map((word) => [word.word, word.messages, word.conversations])).toEqual([['address', 2, 1], ['delivery', 2, 1], ['change', 1, 1], ['update', 1, 1]]);
    expect(wa).toMatchObject({ customerMessages: 2, unanswered: 2 });
    // In Asia/Kolkata 10-10 starts at 10-09 18:30Z: C5 counts there.
    const kolkata = await report({ ...DAY, timeZone: 'Asia/Kolkata' });
    expect(kolkata.words.slice(0, 2).map((word) => [word.word, word.messages, word.conversations])).toEqual([['refund', 6, 4], ['delivery', 3, 2]]);
    expect(kolkata).toMatchObject({ unanswered: 6, clustered: 6 });
  });

  it('drills from a word to exactly the conversations where a customer wrote it', async () => {
    const data = await report(DAY);
    for (const word of data.words) {
      expect(await listed({ metric: 'customerWord', word: word.word, ...data.range }), word.word).toBe(word.conversations);
    }
    // C2's bot wrote "delivery", its customer did not; C5 is outside the range.
    expect(await listed({ metric: 'customerWord', word: 'delivery', ...data.range })).toBe(1);
    expect(await listed({ metric: 'customerWord', word: 'delivery', ...data.range, channel: 'website' })).toBe(0);
    const bad = await manager.call('POST', HISTORY_PATHS.filtersQuery, { ...DAY, analytics: { metric: 'conversations', word: 'refund', ...data.range } });
    expect(bad.statusCode).toBe(400);
  });

  it('clusters the unanswered messages, newest request first, 10 a page', async () => {
    const data = await report(DAY);
    expect(data.clusters.map((cluster) => [cluster.cluster, cluster.terms, cluster.size, cluster.requests.rows.map((row) => row.text)])).toEqual([
      [0, ['order', 'refund', 'want'], 3, ['order 12345', 'refund please', 'I want a refund for my order']],
      [1, ['address', 'delivery', 'change'], 2, ['update my delivery address please', 'change delivery address']],
    ]);
    expect(data.clusters[0]!.requests.rows[1]).toEqual({
      chatlogId: ids.get('C1.2'), sessionId: expect.any(String), text: 'refund please', intent: 'refund', confidence: 0.4, at: '2026-10-10T09:00:03Z',
    });
    expect(data.clusters[1]!.requests.rows[0]).toMatchObject({ intent: 'address', confidence: null });
    const day12 = { startDate: '2026-10-12', endDate: '2026-10-12' };
    const parcels = await report(day12);
    expect(parcels.clusters.map((cluster) => [cluster.terms, cluster.size, cluster.requests.rows.length, cluster.requests.totalCount])).toEqual([[['parcel', 'track'], 12, 10, 12]]);
    const second = await manager.call('POST', QUERY_PATHS.clusterRequests, { ...day12, cluster: 0, page: 2 });
    expect(clusterRequestsDataSchema.parse(dataOf(second))).toMatchObject({ totalCount: 12, page: 2, rows: [{ text: 'track my parcel' }, { text: 'track my parcel' }] });
    const none = await manager.call('POST', QUERY_PATHS.clusterRequests, { ...day12, cluster: 3 });
    expect(clusterRequestsDataSchema.parse(dataOf(none))).toEqual({ rows: [], totalCount: 0, page: 1 });
  });

  it('adds chosen requests to an intent and to an FAQ with the bot builder’s rules (duplicates kept once)', async () => {
    const intent = await trainer.call('POST', BOT_BUILDER_PATHS.intents, { name: 'refund', reply: 'Refunds take 5 days.' });
    expect(intent.statusCode, intent.body).toBe(200);
    const intentId = dataOf<{ id: string }>(intent).id;
    await trainer.call('POST', BOT_BUILDER_PATHS.utterances.replace(':intentId', intentId), { text: 'Refund please' });
    const added = await trainer.call('POST', QUERY_PATHS.addToTraining, { target: { kind: 'intent', intentId }, chatlogIds: [ids.get('C1.2'), ids.get('C1.1')] });
    expect(added.statusCode, added.body).toBe(200);
    expect(dataOf(added)).toEqual({ added: ['I want a refund for my order'], duplicates: ['refund please'] });
    const list = await trainer.call('GET', `${BOT_BUILDER_PATHS.utterances.replace(':intentId', intentId)}?page=1&kind=utterance`);
    expect(dataOf<{ items: Array<{ text: string }> }>(list).items.map((row) => row.text).sort()).toEqual(['I want a refund for my order', 'Refund please']);

    const faq = await trainer.call('POST', BOT_BUILDER_PATHS.faqs, { question: 'How do I change my address?', answer: 'In your profile.', alternates: ['Change delivery address'] });
    expect(faq.statusCode, faq.body).toBe(200);
    const faqId = dataOf<{ id: string }>(faq).id;
    const alternates = await trainer.call('POST', QUERY_PATHS.addToTraining, { target: { kind: 'faq', faqId }, chatlogIds: [ids.get('C3.1'), ids.get('C3.2')] });
    expect(dataOf(alternates)).toEqual({ added: ['update my delivery address please'], duplicates: ['change delivery address'] });
    const stored = await trainer.call('GET', BOT_BUILDER_PATHS.faq.replace(':faqId', faqId));
    expect(dataOf<{ alternates: string[] }>(stored).alternates).toEqual(['Change delivery address', 'update my delivery address please']);
  });

  it('shows a member only the words and requests of their bifurcation scope', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    for (const email of ['supervisor@demo.brand', 'trainer@demo.brand']) {
      const { _id: memberId } = await signIn(context.app, email);
      const allowed = await admin.call('PUT', pathWith(MEMBERS_PATHS.teamMemberBifurcation, { memberId }), { allowedBifurcation: { region: ['south'] } });
      expect(allowed.statusCode, allowed.body).toBe(200);
    }
    const day13 = { startDate: '2026-10-13', endDate: '2026-10-13' };
    // The manager is in the brand's default region (north); the supervisor now in the south.
    expect((await report(day13)).words.map((word) => word.word)).toEqual(['copy', 'invoice']);
    const scoped = await report(day13, await callerFor(context.app, 'supervisor@demo.brand'));
    expect(scoped.words.map((word) => word.word)).toEqual(['claim', 'warranty']);
    expect(scoped.clusters.flatMap((cluster) => cluster.requests.rows.map((row) => row.text))).toEqual(['warranty claim']);
    // A request of another region cannot be added either.
    const southTrainer = await callerFor(context.app, 'trainer@demo.brand');
    const intent = await southTrainer.call('POST', BOT_BUILDER_PATHS.intents, { name: 'invoice', reply: 'Invoices are in your account.' });
    const target = { kind: 'intent', intentId: dataOf<{ id: string }>(intent).id };
    expect((await southTrainer.call('POST', QUERY_PATHS.addToTraining, { target, chatlogIds: [ids.get('C8.1')] })).statusCode).toBe(404);
    expect(dataOf(await southTrainer.call('POST', QUERY_PATHS.addToTraining, { target, chatlogIds: [ids.get('C7.1')] }))).toEqual({ added: ['warranty claim'], duplicates: [] });
  });

  it('refuses what is not a customer request, bad input, and members without the pages', async () => {
    const target = { kind: 'intent', intentId: crypto.randomUUID() };
    const botMessage = await trainer.call('POST', QUERY_PATHS.addToTraining, { target, chatlogIds: [ids.get('C1.bot')] });
    expect(botMessage.statusCode).toBe(404);
    expect((await trainer.call('POST', QUERY_PATHS.addToTraining, { target, chatlogIds: [] })).json()).toMatchObject({ field: 'chatlogIds' });
    const unknownIntent = await trainer.call('POST', QUERY_PATHS.addToTraining, { target, chatlogIds: [ids.get('C1.1')] });
    expect(unknownIntent.statusCode).toBe(404);
    // The manager has the query page but not the intents page (nor bot editing).
    expect((await manager.call('POST', QUERY_PATHS.addToTraining, { target, chatlogIds: [ids.get('C1.1')] })).statusCode).toBe(403);
    const tooLong = await manager.call('POST', ANALYTICS_PATHS.query, { startDate: '2026-09-01', endDate: '2026-10-10' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'endDate' });
    const agent = await callerFor(context.app, 'agent@demo.brand');
    for (const path of [ANALYTICS_PATHS.query, QUERY_PATHS.clusterRequests]) {
      expect((await agent.call('POST', path, { ...DAY, cluster: 0 })).statusCode, path).toBe(403);
    }
    expect((await (await callerFor(context.app, 'qa@demo.brand')).call('POST', QUERY_PATHS.addToTraining, { target, chatlogIds: [ids.get('C1.1')] })).statusCode).toBe(403);
  });
});
