/**
 * The feedback report (issue 24, /analytics/feedback) on six conversations whose numbers are worked out by hand.
 * On 2026-10-10 (UTC): S1 09:00 one answer voted up; S2 10:00 (wa) two answers, down then up, rated thumbs down
 * "Bot did not understand"; S3 11:00 no answer voted (its customer message is: not a bot answer), rated 5 stars
 * "Great help"; S6 12:00 eight answers voted up; S4 20:00 one answer voted up, rated 3 stars. S5 on 10-09: one
 * down-vote and a 1-star rating (outside). Votes 1 + 2 + 8 + 1 = 12, 11 up → 91.7 %; ratings 3, satisfied 1 →
 * 33.3 %, comments 2. Ratings are given ten minutes after their chat started.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { feedbackDataSchema, type FeedbackData, type FeedbackFilterInput } from '@switchboard/contracts/analytics/feedback.schemas';
import type { Vote } from '@switchboard/contracts/history/history.schemas';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatRatings } from '@/db/schema/chat-ratings';
import { callerFor, dataOf, type Caller } from '@/modules/history/history.test-kit';
import { describeBackendsShared } from '@/testing/backends';
import { addConversation } from './analytics.test-kit';

const DAY = { startDate: '2026-10-10', endDate: '2026-10-10' } as const;

describeBackendsShared('analytics feedback report', (context) => {
  let manager: Caller;
  const sessions = new Map<string, string>();

  beforeAll(async () => {
    const db = context.database.db;
    const chat = async (name: string, at: string, spec: { channel?: 'wa'; bots: number; votes: Array<Vote | null>; rating?: [ 'stars' | 'thumbs', number, string | null] }) => {
      const start = new Date(`2026-10-${at}:00Z`);
      const sessionId = await addConversation(db, { at: start, psid: `feedback-${name}`, channel: spec.channel ?? 'website', customer: [{ intent: 'order', confidence: 0.8 }], botMessages: spec.bots });
      sessions.set(name, sessionId);
      const answers = await db.select({ id: chatMessages.chatlogId }).from(chatMessages)
        .where(and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.sender, 'chatbot'))).orderBy(chatMessages.seq);
      for (const [index, vote] of spec.votes.entries()) {
        if (vote) await db.update(chatMessages).set({ vote }).where(eq(chatMessages.chatlogId, answers[index]!.id));
      }
      if (spec.rating) {
        const [scale, score, comment] = spec.rating;
        await db.insert(chatRatings).values({ sessionId, psid: `feedback-${name}`, scale, score, comment, createdAt: new Date(start.getTime() + 600_000) });
      }
      return sessionId;
    };
    await chat('S1', '10T09:00', { bots: 1, votes: ['upvote'] });
    await chat('S2', '10T10:00', { channel: 'wa', bots: 2, votes: ['downvote', 'upvote'], rating: ['thumbs', 0, 'Bot did not understand'] });
    const s3 = await chat('S3', '10T11:00', { bots: 1, votes: [], rating: ['stars', 5, 'Great help'] });
    await db.update(chatMessages).set({ vote: 'upvote' }).where(and(eq(chatMessages.sessionId, s3), eq(chatMessages.sender, 'customer')));
    await chat('S6', '10T12:00', { bots: 8, votes: Array<Vote>(8).fill('upvote') });
    await chat('S4', '10T20:00', { bots: 1, votes: ['upvote'], rating: ['stars', 3, '  '] });
    await chat('S5', '09T12:00', { bots: 1, votes: ['downvote'], rating: ['stars', 1, 'Useless'] });
    manager = await callerFor(context.app, 'manager@demo.brand');
  });

  async function report(filter: FeedbackFilterInput, caller = manager): Promise<FeedbackData> {
    const response = await caller.call('POST', ANALYTICS_PATHS.feedback, filter);
    expect(response.statusCode, response.body).toBe(200);
    return feedbackDataSchema.parse(dataOf(response));
  }

  it('totals votes (12, 11 up: 91.7 %) and ratings (3, 1 satisfied: 33.3 %, 2 comments), and lists votes 10 a page, newest first', async () => {
    const data = await report(DAY);
    expect(data.totals).toEqual({ votes: 12, upvotes: 11, downvotes: 1, upvoteRate: 91.7, ratings: 3, satisfied: 1, satisfaction: 33.3, comments: 2 });
    expect(data.series).toEqual([{ bucket: '2026-10-10T00:00', from: '2026-10-10T00:00:00Z', to: '2026-10-11T00:00:00Z', ...data.totals }]);
    expect(data.votes.totalCount).toBe(12);
    expect(data.votes.rows).toHaveLength(10);
    expect(data.votes.rows[0]).toEqual({
      chatlogId: expect.any(String), sessionId: sessions.get('S4'), psid: 'feedback-S4', customerName: expect.any(String), channel: 'website',
      at: '2026-10-10T20:00:02Z', vote: 'upvote', answer: 'chatbot 2', question: 'customer 1', intent: 'order', confidence: 0.8,
    });
    const second = await report({ ...DAY, votesPage: 2 });
    expect(second.votes.page).toBe(2);
    expect(second.votes.rows.map((row) => [row.sessionId, row.vote, row.at])).toEqual([
      [sessions.get('S2'), 'downvote', '2026-10-10T10:00:02Z'], [sessions.get('S1'), 'upvote', '2026-10-10T09:00:02Z'],
    ]);
    expect(data.ratings.rows.map((row) => [row.sessionId, row.scale, row.score, row.comment])).toEqual([
      [sessions.get('S4'), 'stars', 3, null], [sessions.get('S3'), 'stars', 5, 'Great help'], [sessions.get('S2'), 'thumbs', 0, 'Bot did not understand'],
    ]);
  });

  it('filters the lists by vote, rating, comment and channel (totals follow the channel only)', async () => {
    const down = await report({ ...DAY, vote: 'downvote' });
    expect(down.votes.totalCount).toBe(1);
    expect(down.votes.rows[0]).toMatchObject({ sessionId: sessions.get('S2'), answer: 'chatbot 2', question: 'customer 1' });
    expect(down.totals.votes).toBe(12);
    expect((await report({ ...DAY, rating: '5' })).ratings.rows.map((row) => row.sessionId)).toEqual([sessions.get('S3')]);
    expect((await report({ ...DAY, rating: 'down' })).ratings.rows.map((row) => row.sessionId)).toEqual([sessions.get('S2')]);
    expect((await report({ ...DAY, withComment: true })).ratings.totalCount).toBe(2);
    const wa = await report({ ...DAY, channel: 'wa' });
    expect(wa.totals).toEqual({ votes: 2, upvotes: 1, downvotes: 1, upvoteRate: 50, ratings: 1, satisfied: 0, satisfaction: 0, comments: 1 });
    expect(wa.votes.rows.every((row) => row.channel === 'wa')).toBe(true);
  });

  it('counts in the member’s time zone, zero-filled', async () => {
    // 2026-10-11 in Asia/Kolkata starts at 10-10 18:30Z: S4's vote and rating; S5 (10-09 12:00Z) stays before 10-10 there.
    const data = await report({ startDate: '2026-10-10', endDate: '2026-10-12', timeZone: 'Asia/Kolkata' });
    expect(data.series.map((point) => [point.bucket, point.votes, point.ratings])).toEqual([
      ['2026-10-10T00:00', 11, 2], ['2026-10-11T00:00', 1, 1], ['2026-10-12T00:00', 0, 0],
    ]);
  });

  it('refuses bad input with the field, and members without the feedback page', async () => {
    const rating = await manager.call('POST', ANALYTICS_PATHS.feedback, { ...DAY, rating: '6' });
    expect(rating.statusCode).toBe(400);
    expect(rating.json()).toMatchObject({ field: 'rating' });
    const page = await manager.call('POST', ANALYTICS_PATHS.feedback, { ...DAY, votesPage: 0 });
    expect(page.json()).toMatchObject({ field: 'votesPage' });
    const tooLong = await manager.call('POST', ANALYTICS_PATHS.feedback, { startDate: '2026-09-01', endDate: '2026-10-10' });
    expect(tooLong.json()).toMatchObject({ field: 'endDate' });
    // QA has the feedback page; Trainers and agents do not (roles.ts).
    expect((await report(DAY, await callerFor(context.app, 'qa@demo.brand'))).totals.votes).toBe(12);
    for (const email of ['trainer@demo.brand', 'agent@demo.brand']) {
      expect((await (await callerFor(context.app, email)).call('POST', ANALYTICS_PATHS.feedback, DAY)).statusCode, email).toBe(403);
    }
  });
});
