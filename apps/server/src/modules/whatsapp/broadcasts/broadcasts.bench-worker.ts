/**
 * The server of bench/whatsapp (run with tsx and the server's tsconfig): a fresh database (PGlite in a temp
 * folder, or the PostgreSQL URL given), the app with the WhatsApp channel on the double (argv[3]) and its own
 * broadcast runner at WA_MESSAGES_PER_SECOND, listening. Prints {webhookUrl}; on `go` (stdin) inserts a paused
 * broadcast of BENCH_WA_RECIPIENTS recipients, times a staff call idle, starts the broadcast, times the same
 * call while it runs, and prints the figures as one JSON line when it has completed.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { AddressInfo } from 'node:net';
import { WHATSAPP_WEBHOOK_PATH } from '@switchboard/contracts/whatsapp/whatsapp.webhook';
import { BROADCAST_PATHS } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import { buildApp } from '@/app';
import { loadConfig } from '@/config/config';
import { openDatabase } from '@/db/client';
import { brands } from '@/db/schema/brands';
import { waTemplates } from '@/db/schema/whatsapp';
import { DEMO_PASSWORD } from '@/seed/demo-brand';
import { seedDemoBrand } from '@/seed/seed';
import { percentile } from '@/testing/bench-timing';
import { BENCH_WA } from './broadcasts.bench-settings';
import { insertBroadcast, setBroadcastState } from './broadcasts.repository';
import { idempotencyKeyOf } from './broadcasts.service';

const RECIPIENTS = Number(process.env.BENCH_WA_RECIPIENTS ?? 100_000);
const PER_SECOND = Number(process.env.BENCH_WA_PER_SECOND ?? 1000);
const IDLE_CALLS = 300;

const [target = 'pglite', graphUrl = ''] = process.argv.slice(2);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-wa-'));
const handle = await openDatabase(target === 'pglite' ? { kind: 'pglite', dataDir: join(dataDir, 'db') } : { kind: 'postgres', url: target, poolSize: 10 });
await handle.migrate();
await seedDemoBrand(handle.db);
const config = loadConfig({
  PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://console.bench', DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-console'),
  WA_GRAPH_URL: graphUrl, WA_PHONE_NUMBER_ID: BENCH_WA.phoneNumberId, WA_ACCESS_TOKEN: BENCH_WA.accessToken, WA_APP_SECRET: BENCH_WA.appSecret,
  WA_VERIFY_TOKEN: BENCH_WA.verifyToken, WA_MESSAGES_PER_SECOND: String(PER_SECOND), WA_DAILY_RECIPIENT_TIER: '100000',
});
const app = await buildApp({ config, database: handle, logger: false, reportErrors: false });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ webhookUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${WHATSAPP_WEBHOOK_PATH}` }));

const input = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
await input.next();

const login = await app.inject({ method: 'POST', url: '/users/login', payload: { email: 'admin@demo.brand', password: DEMO_PASSWORD } });
const token = login.json<{ data: { token: string } }>().data.token;
const [brand] = await handle.db.select({ id: brands.id }).from(brands).limit(1);
// The runner sends only a template the console holds approved (the double holds it too).
await handle.db.insert(waTemplates).values({
  brandId: brand!.id, name: 'bench_offer', language: 'en', category: 'MARKETING', status: 'APPROVED', providerId: 'bench-offer',
  components: [{ type: 'BODY', text: 'Hello {{1}}', example: { body_text: [['Priya']] } }],
});
const id = crypto.randomUUID();
const phone = (i: number) => `9197${String(i).padStart(8, '0')}`;
const insertStarted = performance.now();
await insertBroadcast(handle.db, {
  id, brandId: brand!.id, name: 'Bench', templateName: 'bench_offer', templateLanguage: 'en', templateCategory: 'MARKETING',
  variables: ['name'], scheduledAt: new Date(), timeZone: 'Asia/Kolkata', state: 'paused',
}, Array.from({ length: RECIPIENTS }, (_, i) => ({ row: i + 2, phone: phone(i), variables: [`Customer ${i}`], idempotencyKey: idempotencyKeyOf(id, phone(i)) })));
const insertSeconds = (performance.now() - insertStarted) / 1000;

/** The staff call timed: a broadcast's live progress (what broadcast_history polls). */
async function staffCall(): Promise<number> {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url: BROADCAST_PATHS.broadcast.replace(':id', id), headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`staff call answered ${response.statusCode}`);
  return performance.now() - started;
}

const idle: number[] = [];
for (let i = 0; i < IDLE_CALLS; i++) idle.push(await staffCall());
const rssStart = process.memoryUsage().rss;
let rssPeak = rssStart;
const sampler = setInterval(() => { rssPeak = Math.max(rssPeak, process.memoryUsage().rss); }, 250);
const started = performance.now();
await setBroadcastState(handle.db, id, ['paused'], 'running');
const during: number[] = [];
for (;;) {
  during.push(await staffCall());
  const progress = await app.inject({ method: 'GET', url: BROADCAST_PATHS.broadcast.replace(':id', id), headers: { authorization: `Bearer ${token}` } });
  if (progress.json<{ data: { state: string } }>().data.state === 'completed') break;
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const rssEnd = process.memoryUsage().rss;
const [final] = await handle.db.select().from((await import('@/db/schema/whatsapp-broadcasts')).waBroadcasts);
console.log(JSON.stringify({
  target: target === 'pglite' ? 'PGlite' : 'PostgreSQL', recipients: RECIPIENTS, perSecond: PER_SECOND, insertSeconds, seconds,
  sentCount: final?.sentCount, idleP95: percentile(idle.sort((a, b) => a - b), 0.95), duringP95: percentile(during.sort((a, b) => a - b), 0.95), duringCalls: during.length,
  rssStart, rssPeak, rssEnd,
}));
await app.close();
await handle.close();
process.exit(0);
