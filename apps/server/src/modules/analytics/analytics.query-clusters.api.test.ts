/**
 * The query report's clusters (issue 24): which unanswered messages they read under the cap, and that a clustering is
 * computed once per version of its input and again as soon as that input moves. Worked out by hand, 2026-10-10 UTC:
 *   A 09:00 website  "refund please" (None 0.2, +1 s), "refund now" (None 0.3, +3 s)        2 unanswered
 *   B 10:00 website  "change delivery address" (None 0.1)                                   1
 *   C 11:00 wa       "order 12345 missing" (None 0.2), "where is my order" (order 0.9)      1 (the second is recognised)
 *   D 12:00 website  "track my parcel" (None 0.1)                                           1
 * The cap takes the conversations newest first while fewer than the cap are taken before them: cap 2 → D, C (B has 2
 * before it) → 2 messages; cap 3 → D, C, B; cap 4 → D, C, B, A, of whose 5 messages the first 4 in that order (A's
 * newer one, "refund now"). Messages come back newest first.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { clusterRequestsDataSchema, QUERY_PATHS, queryDataSchema } from '@switchboard/contracts/analytics/query.schemas';
import { reportFilterSchema } from '@switchboard/contracts/analytics/report-filter';
import type { Database } from '@/db/client';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { FaqsService } from '@/modules/bot-builder/faqs.service';
import { IntentsService } from '@/modules/bot-builder/intents.service';
import { callerFor, dataOf } from '@/modules/history/history.test-kit';
import { describeBackendsShared } from '@/testing/backends';
import { addConversation } from './analytics.test-kit';
import { QueryService } from './query.service';

const DAY = { startDate: '2026-10-10', endDate: '2026-10-10' } as const;
const filter = (extra: Record<string, unknown> = {}) => reportFilterSchema.parse({ ...DAY, ...extra });
type Nlp = { intent: string; confidence: number };
const none = (confidence: number): Nlp => ({ intent: 'None', confidence });

async function write(db: Database, sessionId: string, psid: string, start: Date, messages: Array<[string, Nlp]>, firstSeq = 1) {
  await db.insert(chatMessages).values(messages.map(([text, nlp], index) => ({
    chatlogId: crypto.randomUUID(), sessionId, psid, seq: firstSeq + index, sender: 'customer' as const, type: 'text' as const,
    content: { text }, nlpSnapshot: nlp, createdAt: new Date(start.getTime() + (2 * (firstSeq + index) - 1) * 1000),
  })));
}

describeBackendsShared('analytics query clusters: the cap and the cache', (context) => {
  const sessions = new Map<string, { sessionId: string; psid: string; start: Date }>();
  const service = (clusterCap?: number) => {
    const db = context.database.db;
    return new QueryService(db, { intents: new IntentsService(db), faqs: new FaqsService(db) }, clusterCap === undefined ? {} : { clusterCap });
  };
  const texts = (data: { clusters: Array<{ requests: { rows: Array<{ text: string; at: string }> } }> }) =>
    data.clusters.flatMap((cluster) => cluster.requests.rows).sort((a, b) => (a.at < b.at ? 1 : -1)).map((row) => row.text);

  beforeAll(async () => {
    const db = context.database.db;
    const chat = async (name: string, time: string, channel: 'website' | 'wa', messages: Array<[string, Nlp]>) => {
      const start = new Date(`2026-10-10T${time}:00Z`);
      const psid = `clusters-${name}`;
      const sessionId = await addConversation(db, { at: start, psid, channel });
      sessions.set(name, { sessionId, psid, start });
      await write(db, sessionId, psid, start, messages);
    };
    await chat('A', '09:00', 'website', [['refund please', none(0.2)], ['refund now', none(0.3)]]);
    await chat('B', '10:00', 'website', [['change delivery address', none(0.1)]]);
    await chat('C', '11:00', 'wa', [['order 12345 missing', none(0.2)], ['where is my order', { intent: 'order', confidence: 0.9 }]]);
    await chat('D', '12:00', 'website', [['track my parcel', none(0.1)]]);
  });

  it('reads the unanswered messages of the newest conversations up to the cap', async () => {
    const byCap = [];
    for (const cap of [2, 3, 4, 100]) {
      const data = await service(cap).query(filter(), undefined);
      byCap.push([cap, data.unanswered, data.clustered, texts(data)]);
    }
    expect(byCap).toEqual([
      [2, 5, 2, ['track my parcel', 'order 12345 missing']],
      [3, 5, 3, ['track my parcel', 'order 12345 missing', 'change delivery address']],
      [4, 5, 4, ['track my parcel', 'order 12345 missing', 'change delivery address', 'refund now']],
      [100, 5, 5, ['track my parcel', 'order 12345 missing', 'change delivery address', 'refund now', 'refund please']],
    ]);
    // The channel filter narrows before the cap: wa has C only.
    expect(texts(await service(2).query(filter({ channel: 'wa' }), undefined))).toEqual(['order 12345 missing']);
  });

  it('clusters once per version of the unanswered messages, and again when they change', async () => {
    const db = context.database.db;
    const query = service();
    const first = await query.query(filter(), undefined);
    // Another granularity and a later page of a cluster: the same input, no new clustering.
    await query.query(filter({ granularity: 'hour' }), undefined);
    await query.clusterRequests({ ...filter(), cluster: 0, page: 1 }, undefined);
    expect(query.clusterCache.computed).toBe(1);
    await query.query(filter({ channel: 'wa' }), undefined);
    expect(query.clusterCache.computed).toBe(2);

    // A new unanswered message in B moves the version: clustered again, and the new request is there.
    const b = sessions.get('B')!;
    await write(db, b.sessionId, b.psid, b.start, [['change my address', none(0.2)]], 2);
    const moved = await query.query(filter(), undefined);
    expect([query.clusterCache.computed, moved.unanswered, moved.clustered]).toEqual([3, 6, 6]);
    expect(texts(moved)).toContain('change my address');
    // A recognised message changes nothing the clusters read: answered from the cache.
    const d = sessions.get('D')!;
    await write(db, d.sessionId, d.psid, d.start, [['parcel status', { intent: 'order', confidence: 0.9 }]], 2);
    const same = await query.query(filter(), undefined);
    expect([query.clusterCache.computed, same.unanswered]).toEqual([3, 6]);
    // A removed conversation (A's two) moves it again.
    await db.delete(chatSessions).where(eq(chatSessions.sessionId, sessions.get('A')!.sessionId));
    const fewer = await query.query(filter(), undefined);
    expect([query.clusterCache.computed, fewer.unanswered, fewer.clustered]).toEqual([4, 4, 4]);
    // Whatever was cached, the answer is the one a service without a cache computes now.
    expect(fewer.clusters).toEqual((await service().query(filter(), undefined)).clusters);
    expect(first.clusters).not.toEqual(fewer.clusters);
  });

  it('answers the report and a cluster’s pages through the routes from the same clustering', async () => {
    const manager = await callerFor(context.app, 'manager@demo.brand');
    const report = queryDataSchema.parse(dataOf(await manager.call('POST', ANALYTICS_PATHS.query, DAY)));
    for (const cluster of report.clusters) {
      const page = clusterRequestsDataSchema.parse(dataOf(await manager.call('POST', QUERY_PATHS.clusterRequests, { ...DAY, cluster: cluster.cluster })));
      expect(page).toEqual(cluster.requests);
    }
    expect(report.clusters.reduce((sum, cluster) => sum + cluster.size, 0)).toBe(report.clustered);
  });
});
