/**
 * The first start's demo history (issue 21, point 9): about 30 days of conversations the published
 * demo bot answered, every NLP snapshot naming one of the bot's intents, varied endings (handed over
 * to an agent, ticketed, abandoned, thanked), and the same rows from the same seed.
 */
import { verify } from 'argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_INTENT } from '@/bot/understand';
import { rowsOf, type DatabaseHandle } from '@/db/client';
import { botModels } from '@/db/schema/bot-models';
import { brands } from '@/db/schema/brands';
import { createTestDatabase } from '@/testing/test-db';
import { DEMO_PASSWORD } from '../demo-brand';
import { seedDemoBrand } from '../seed';
import { generateDemoHistory, NEWEST_CHAT_OPENER } from './generate-history';
import { DEMO_WIDGET_SITES } from './history-extras';
import { seededBot } from './seed-demo-history';

const DAY = 24 * 3_600_000;

let database: DatabaseHandle;
let seededAt: number;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
  seededAt = Date.now();
  expect(await seedDemoBrand(database.db, { sampleHistory: true })).toEqual({ seeded: true });
}, 180_000);
afterAll(async () => database.close());

const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(text));

describe('demo history seed', () => {
  it('names only intents the intents list has (or none) in every NLP snapshot', async () => {
    const [used] = await query<{ intents: string[] }>(sql`select array_agg(distinct i) as intents from (
      select nlp_snapshot->>'intent' as i from chat_messages where nlp_snapshot is not null
      union select prev_nlp_snapshot->>'intent' from chat_messages where prev_nlp_snapshot is not null
      union select nlp_snapshot->>'intent' from chat_sessions where nlp_snapshot is not null) used`);
    const intents = used!.intents;
    const known = (await query<{ name: string }>(sql`select name from bot_intents`)).map((row) => row.name);
    expect(intents.filter((intent) => intent !== NO_INTENT && !known.includes(intent))).toEqual([]);
    // The classifier's work shows: several intents, and the FAQ and fallback answers (no intent).
    expect(intents.length).toBeGreaterThanOrEqual(5);
    expect(intents).toContain(NO_INTENT);
  });

  it('spans about 30 days, the newest chat 7 hours old (outside the live dashboard\'s window)', async () => {
    const [span] = await query<{ oldest: string; newest: string; chats: number; days: number }>(sql`select min(created_at) as oldest,
      max(created_at) as newest, count(*)::int as chats, count(distinct date_trunc('day', created_at))::int as days from chat_sessions`);
    expect(seededAt - new Date(span!.oldest).getTime()).toBeGreaterThan(28 * DAY);
    expect(seededAt - new Date(span!.oldest).getTime()).toBeLessThanOrEqual(30 * DAY);
    expect(seededAt - new Date(span!.newest).getTime()).toBeGreaterThanOrEqual(7 * 3_600_000 - 60_000);
    expect(span!.days).toBeGreaterThanOrEqual(28);
    expect(span!.chats).toBeGreaterThan(150);
    const [newest] = await query<{ text: string }>(sql`select m.content->>'text' as text from chat_messages m
      join chat_sessions s on s.session_id = m.session_id where m.seq = 1 order by s.created_at desc limit 1`);
    expect(newest?.text).toBe(NEWEST_CHAT_OPENER);
  });

  it('ends chats in many ways: answered by the bot, handed to an agent who replies, ticketed, abandoned', async () => {
    const [stats] = await query<{ chats: number; by_agent: number; handed: number; ticketed: number; abandoned: number; endings: number; channels: number }>(sql`
      select count(*)::int as chats, count(s.agent_id)::int as by_agent, count(s.handover_at)::int as handed,
        (select count(distinct session_id)::int from tickets where session_id is not null) as ticketed,
        count(*) filter (where s.resolved_at - last.created_at >= interval '30 minutes')::int as abandoned,
        count(distinct last.content->>'text')::int as endings, count(distinct s.channel)::int as channels
      from chat_sessions s
      join lateral (select created_at, content from chat_messages m where m.session_id = s.session_id order by seq desc limit 1) last on true`);
    expect(stats!.by_agent).toBeGreaterThan(10);
    expect(stats!.handed).toBeGreaterThan(stats!.by_agent);
    expect(stats!.ticketed).toBeGreaterThan(3);
    expect(stats!.abandoned).toBeGreaterThan(10);
    expect(stats!.endings).toBeGreaterThan(15);
    expect(stats!.channels).toBeGreaterThanOrEqual(5);
    const [names] = rowsOf<{ names: string[] }>(await database.db.execute(sql`select array_agg(distinct admin_name) as names from chat_messages where sender = 'admin'`));
    expect(names!.names.sort()).toEqual(['Alice Agent', 'Bob Agent']);
    // The order workflow's answers come from the demo store's API (one per order number asked about).
    const [orders] = await query<{ answered: number }>(sql`select count(*)::int as answered from chat_messages where sender = 'chatbot' and content->>'text' like 'Here is order ORD-%'`);
    expect(orders!.answered).toBeGreaterThan(20);
    // The order and handover workflows' event nodes recorded their events (the event report and funnels have data).
    const events = await query<{ name: string; chats: number; outside: number }>(sql`select e.name, count(distinct e.session_id)::int as chats,
        count(*) filter (where e.started_at <> s.created_at or e.channel <> s.channel)::int as outside
      from conversation_events e join chat_sessions s on s.session_id = e.session_id group by e.name order by e.name`);
    expect(events.map((row) => row.name)).toEqual(['handover_requested', 'order_tracked']);
    expect(events.every((row) => row.chats > 5 && row.outside === 0)).toBe(true);
  });

  it('rates about half the agents\' chats, gives customers their e-mail, and brings some chats from the other websites', async () => {
    const [ratings] = await query<{ rated: number; unassigned: number; scores: number[]; commented: number }>(sql`select count(*)::int as rated,
      count(*) filter (where s.agent_id is null)::int as unassigned, array_agg(distinct r.score order by r.score) as scores,
      count(r.comment)::int as commented from chat_ratings r join chat_sessions s on s.session_id = r.session_id`);
    const [agentChats] = await query<{ count: number }>(sql`select count(*)::int as count from chat_sessions where agent_id is not null`);
    expect(ratings!.unassigned).toBe(0);
    expect(ratings!.rated).toBeGreaterThan(agentChats!.count * 0.3);
    expect(ratings!.rated).toBeLessThan(agentChats!.count * 0.8);
    // Mostly happy, some not: the scale's both ends.
    expect(ratings!.scores).toContain(5);
    expect(Math.min(...ratings!.scores)).toBeLessThanOrEqual(2);
    expect(ratings!.commented).toBeGreaterThan(0);

    const [emails] = await query<{ missing: number; with_email: number }>(sql`select
      count(*) filter (where profile ? 'Email' and email is distinct from lower(profile->>'Email'))::int as missing,
      count(email)::int as with_email from customers`);
    expect(emails).toEqual({ missing: 0, with_email: expect.any(Number) as number });
    expect(emails!.with_email).toBeGreaterThan(50);

    const sites = await query<{ values: Record<string, string>; chats: number }>(sql`select bifurcation as values, count(*)::int as chats
      from chat_sessions group by bifurcation order by chats desc`);
    expect(sites.map((site) => site.values)).toEqual([{}, { region: 'south' }, { businessLine: 'enterprise' }]);
    expect(sites[1]!.chats).toBeGreaterThan(5);
    const [mismatched] = await query<{ count: number }>(sql`select count(*)::int as count from chat_sessions s join customers c using (psid)
      where s.bifurcation <> c.bifurcation`);
    expect(mismatched!.count).toBe(0);
    const [newest] = await query<{ values: Record<string, string> }>(sql`select bifurcation as values from chat_sessions order by created_at desc limit 1`);
    expect(newest!.values).toEqual({});
    const [configuration] = await query<{ sites: unknown }>(sql`select value->'widgetSites' as sites from brand_settings where key = 'configuration'`);
    expect(configuration!.sites).toEqual(DEMO_WIDGET_SITES);
  });

  it('gives the same history for the same seed and time', async () => {
    const [brand] = await database.db.select({ id: brands.id }).from(brands);
    const [model] = await database.db.select({ id: botModels.id, bundle: botModels.bundle }).from(botModels);
    const live = { modelId: model!.id, bundle: model!.bundle as Parameters<typeof seededBot>[2]['bundle'] };
    const options = { now: Date.UTC(2026, 10, 27, 12), brandId: brand!.id, groupId: null, agents: [{ id: 'a1', name: 'Alice Agent' }], publicUrl: 'http://localhost:8080' };
    const first = await generateDemoHistory(await seededBot(database.db, brand!.id, live), options);
    const second = await generateDemoHistory(await seededBot(database.db, brand!.id, live), options);
    expect(second).toEqual(first);
    expect(first.sessions.length).toBeGreaterThan(150);
    const other = await generateDemoHistory(await seededBot(database.db, brand!.id, live), { ...options, seed: 7 });
    expect(other.messages.map((row) => row.content)).not.toEqual(first.messages.map((row) => row.content));
  });

  // Same first-start seed as above (main.ts's call); the test reset seeds a cheaper hash (test-db.ts). One lane: see password-hash.ts.
  it('hashes the demo password at the product\'s argon2id cost on a first start', async () => {
    const hashes = rowsOf<{ password_hash: string }>(await database.db.execute(sql`select distinct password_hash from users`));
    expect(hashes).toHaveLength(1);
    expect(hashes[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=1,t=3\$/);
    expect(await verify(hashes[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
  });
});
