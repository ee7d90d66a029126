/**
 * Two instances sweep for stalls at the same moment (PostgreSQL: each sweep is one statement on its own connection):
 * a silence is still counted once. The second sweep's statement read the chat before the first committed; it must
 * look at the row again once it gets it, or it counts the same silence a second time.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TIMING } from '@switchboard/contracts/common/constants';
import { openDatabase, rowsOf, type DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import { handedOver, LiveChatHarness } from '@/testing/live-chat-harness';
import { createPostgresTestDatabase, postgresUrl, resetDatabase } from '@/testing/test-db';
import { buildTestApp } from '@/testing/test-app';
import { findSession } from './chat-session.repository';
import { countStalls } from './stall.repository';

describe.skipIf(!postgresUrl())('stall counting from two instances at once [PostgreSQL]', () => {
  let database: DatabaseHandle & { url: string };
  let app: App;
  let harness: LiveChatHarness;
  beforeEach(async () => {
    database = await createPostgresTestDatabase();
    await resetDatabase(database.db);
    app = await buildTestApp(database);
    harness = await new LiveChatHarness(app).listen();
  });
  afterEach(async () => {
    harness.closeAll();
    await app.close();
    await database.close();
  });

  it('counts a silence once when a second sweep read the chat before the first committed', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const customer = await harness.customer();
    await handedOver(customer, alice);
    expect((await alice.emit('acceptChat', { sessionId: customer.sessionId })).data).toBeTruthy();
    await customer.emit('customerMessage', { text: 'Are you there?', clientMessageId: 'stall-1' });
    await alice.waitFor('userMessage');
    const before = new Date(Date.now() + TIMING.chatStallMs);

    // Instance A counts inside a transaction it has not committed yet; instance B's sweep starts meanwhile and waits
    // for A's row lock, with its own reading of the chat taken before A commits.
    const second = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
    try {
      const { late } = await database.db.transaction(async (tx) => {
        expect(await countStalls(tx, before)).toHaveLength(1);
        const waiting = countStalls(second.db, before);
        await expect.poll(async () => rowsOf<{ waiting: number }>(await database.db.execute(sql`
          select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))[0]?.waiting).toBe(1);
        return { late: waiting }; // wrapped: awaiting it here would wait for this transaction's own commit
      });
      expect(await late).toHaveLength(0);
    } finally {
      await second.close();
    }
    expect(await findSession(database.db, customer.sessionId)).toMatchObject({ adminStallCount: 1, customerStallCount: 0 });
  });
});
