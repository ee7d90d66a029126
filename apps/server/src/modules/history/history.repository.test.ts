/** The two plans of the free-text search (GIN hits for rare words, a per-session probe for common ones) find the same chats. */
import { expect, it } from 'vitest';
import { filtersQueryBodySchema } from '@switchboard/contracts/history/history.schemas';
import { describeEveryBackend } from '@/testing/backends';
import { findChatLogs } from './history.repository';
import { seedTestHistory } from './history.test-kit';

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

describeEveryBackend('chat history search plans', (context) => {
  it('answers the same pages through the GIN path and the probe path', async () => {
    await seedTestHistory(context.database.db);
    for (const search of ['thank', 'refund', 'parcel courier', 'nothing-like-this']) {
      const filters = filtersQueryBodySchema.parse({ startDate: day(10), endDate: day(0), search });
      const viaIndex = await findChatLogs(context.database.db, filters, undefined, 50);
      // A limit of 1 makes every word "common": the probe path.
      const viaProbe = await findChatLogs(context.database.db, filters, undefined, 50, 1);
      expect(viaProbe.map((row) => row.session_id), search).toEqual(viaIndex.map((row) => row.session_id));
      if (search === 'thank') expect(viaIndex.length).toBe(36);
      if (search === 'nothing-like-this') expect(viaIndex).toEqual([]);
    }
  });
});
