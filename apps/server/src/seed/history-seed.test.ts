import { verify } from 'argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type DatabaseHandle } from '@/db/client';
import { createTestDatabase } from '@/testing/test-db';
import { DEMO_PASSWORD } from './demo-brand';
import { HISTORY_CHAT_COUNT } from './history-seed';
import { seedDemoBrand } from './seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(async () => database.close());

describe('demo history seed', () => {
  it('adds resolved chats by bot and agents, tagged, on several channels, only when asked', async () => {
    expect(await seedDemoBrand(database.db, { sampleHistory: true })).toEqual({ seeded: true });
    const [stats] = rowsOf<{ chats: number; by_agent: number; agents: number; channels: number; untagged: number; open: number; reviewed: number; messages: number }>(
      await database.db.execute(sql`select count(*)::int as chats, count(agent_id)::int as by_agent, count(distinct agent_id)::int as agents,
        count(distinct channel)::int as channels, count(*) filter (where jsonb_array_length(selected_tags) = 0)::int as untagged,
        count(*) filter (where chat_state <> 'Resolved')::int as open, count(review_status)::int as reviewed,
        (select count(*)::int from chat_messages where nlp_snapshot is not null) as messages from chat_sessions`),
    );
    expect(stats).toMatchObject({ chats: HISTORY_CHAT_COUNT, agents: 2, untagged: 0, open: 0 });
    expect(stats!.by_agent).toBeGreaterThan(0);
    expect(stats!.by_agent).toBeLessThan(HISTORY_CHAT_COUNT);
    expect(stats!.channels).toBeGreaterThan(3);
    expect(stats!.reviewed).toBeGreaterThan(0);
    expect(stats!.messages).toBeGreaterThan(HISTORY_CHAT_COUNT);
    const [names] = rowsOf<{ names: string[] }>(await database.db.execute(sql`select array_agg(distinct admin_name) as names from chat_messages where sender = 'admin'`));
    expect(names!.names.sort()).toEqual(['Alice Agent', 'Bob Agent']);
  });

  // Same first-start seed as above (main.ts's call); the test reset seeds a cheaper hash (test-db.ts). One lane: see password-hash.ts.
  it('hashes the demo password at the product\'s argon2id cost on a first start', async () => {
    const hashes = rowsOf<{ password_hash: string }>(await database.db.execute(sql`select distinct password_hash from users`));
    expect(hashes).toHaveLength(1);
    expect(hashes[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=1,t=3\$/);
    expect(await verify(hashes[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
  });
});
