/**
 * Buckets of the reports (issue 24): the member's time zone decides the day (00:30 in Asia/Kolkata is that day
 * there), hour/day/week/month buckets are zero-filled and clipped to the range, and a new conversation, recorded
 * by the product's own customer chat service, moves exactly the bucket it started in.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { ANALYTICS_PATHS, chatSessionsTimeSeriesDataSchema, type ChatSessionsTimeSeriesData } from '@switchboard/contracts/analytics/analytics.schemas';
import { dayInZone, type ReportFilterInput } from '@switchboard/contracts/analytics/report-filter';
import { chatMessages } from '@/db/schema/chat-messages';
import { callerFor, dataOf, type Caller } from '@/modules/history/history.test-kit';
import { describeBackends } from '@/testing/backends';
import { addConversation } from './analytics.test-kit';

describeBackends('analytics buckets', (context) => {
  let manager: Caller;
  beforeEach(async () => {
    manager = await callerFor(context.app, 'manager@demo.brand');
  });

  async function series(filter: ReportFilterInput): Promise<ChatSessionsTimeSeriesData> {
    const response = await manager.call('POST', ANALYTICS_PATHS.chatSessionsTimeSeries, filter);
    expect(response.statusCode, response.body).toBe(200);
    return chatSessionsTimeSeriesDataSchema.parse(dataOf(response));
  }
  const counts = (data: ChatSessionsTimeSeriesData) => data.chatSessionsTimeSeries.map((point) => point.conversations);

  it('counts a conversation at 00:30 in Asia/Kolkata on that day there', async () => {
    await addConversation(context.database.db, { at: new Date('2026-11-10T19:00:00Z') }); // 2026-11-11 00:30 IST
    const kolkata = await series({ startDate: '2026-11-11', endDate: '2026-11-11', timeZone: 'Asia/Kolkata' });
    expect(kolkata.chatSessionsTimeSeries).toEqual([expect.objectContaining({
      bucket: '2026-11-11T00:00', from: '2026-11-10T18:30:00Z', to: '2026-11-11T18:30:00Z', conversations: 1,
    })]);
    expect(counts(await series({ startDate: '2026-11-11', endDate: '2026-11-11', timeZone: 'UTC' }))).toEqual([0]);
    expect(counts(await series({ startDate: '2026-11-10', endDate: '2026-11-10', timeZone: 'UTC' }))).toEqual([1]);
    const hours = await series({ startDate: '2026-11-11', endDate: '2026-11-11', timeZone: 'Asia/Kolkata', granularity: 'hour' });
    expect(hours.chatSessionsTimeSeries).toHaveLength(24);
    expect(hours.chatSessionsTimeSeries[0]).toMatchObject({ bucket: '2026-11-11T00:00', from: '2026-11-10T18:30:00Z', to: '2026-11-10T19:30:00Z', conversations: 1 });
    expect(counts(hours).slice(1).every((count) => count === 0)).toBe(true);
  });

  it('buckets by hour, day, week (Mondays) and month, zero-filled and clipped to the range', async () => {
    for (const at of ['2026-11-02T10:15:00Z', '2026-11-08T23:50:00Z', '2026-11-09T00:10:00Z', '2026-11-30T12:00:00Z', '2026-12-01T00:05:00Z']) {
      await addConversation(context.database.db, { at: new Date(at) });
    }
    const range = { startDate: '2026-11-02', endDate: '2026-12-01' } as const;
    const days = await series({ ...range, granularity: 'day' });
    expect(days.chatSessionsTimeSeries).toHaveLength(30);
    expect(days.chatSessionsTimeSeries.filter((point) => point.conversations > 0).map((point) => point.bucket))
      .toEqual(['2026-11-02T00:00', '2026-11-08T00:00', '2026-11-09T00:00', '2026-11-30T00:00', '2026-12-01T00:00']);
    const weeks = await series({ ...range, granularity: 'week' });
    expect(weeks.chatSessionsTimeSeries.map((point) => [point.bucket, point.conversations])).toEqual([
      ['2026-11-02T00:00', 2], ['2026-11-09T00:00', 1], ['2026-11-16T00:00', 0], ['2026-11-23T00:00', 0], ['2026-11-30T00:00', 2],
    ]);
    const months = await series({ ...range, granularity: 'month' });
    expect(months.chatSessionsTimeSeries).toEqual([
      expect.objectContaining({ bucket: '2026-11-01T00:00', from: '2026-11-02T00:00:00Z', to: '2026-12-01T00:00:00Z', conversations: 4 }),
      expect.objectContaining({ bucket: '2026-12-01T00:00', from: '2026-12-01T00:00:00Z', to: '2026-12-02T00:00:00Z', conversations: 1 }),
    ]);
    const hours = await series({ startDate: '2026-11-09', endDate: '2026-11-09', granularity: 'hour' });
    expect(counts(hours)).toEqual([1, ...Array<number>(23).fill(0)]);
    expect(months.totals.conversations).toBe(5);
  });

  it('moves exactly the bucket of a new conversation, recorded by the customer chat service', async () => {
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000);
    const filter = { startDate: dayInZone(yesterday, 'UTC'), endDate: dayInZone(now, 'UTC'), granularity: 'hour' } as const;
    await addConversation(context.database.db, { at: new Date(now.getTime() - 3 * 3_600_000), customer: [{ intent: 'greeting', confidence: 0.9 }], botMessages: 1 });
    const before = await series(filter);
    const chats = context.app.services.liveChat.customerChats;
    const customer = await chats.createCustomer('website');
    const session = await chats.start(customer);
    await chats.message(customer.psid, { text: 'hello', clientMessageId: 'analytics-incremental-1' });
    await chats.idle();
    const stored = await context.database.db.select({ id: chatMessages.chatlogId }).from(chatMessages).where(eq(chatMessages.sessionId, session.sessionId));
    expect(stored.length).toBeGreaterThanOrEqual(1);
    const after = await series(filter);
    const hour = `${session.createdAt.toISOString().slice(0, 13)}:00`;
    after.chatSessionsTimeSeries.forEach((point, index) => {
      const previous = before.chatSessionsTimeSeries[index]!;
      const moved = point.bucket === hour;
      expect({ bucket: point.bucket, conversations: point.conversations - previous.conversations, messages: point.messages - previous.messages })
        .toEqual({ bucket: previous.bucket, conversations: moved ? 1 : 0, messages: moved ? stored.length : 0 });
    });
    const facts = await context.database.db.execute(sql`select customer_messages, nlu_messages from conversation_facts where session_id = ${session.sessionId}`);
    expect((facts as unknown as { rows: unknown[] }).rows).toEqual([{ customer_messages: 1, nlu_messages: 1 }]);
  });
});
