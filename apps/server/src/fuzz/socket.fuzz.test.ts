/**
 * The socket fuzz suite (issue 20): every client event of every namespace, with hostile payloads
 * (fixed seed), as an anonymous visitor and as a seeded member of each role. The events come from
 * the server itself: the handlers registered on a connected socket (`eventNames()`), so a new event
 * is fuzzed without anyone listing it; the contracts' registries (STAFF_COMMANDS, LIVE_STATS_COMMANDS,
 * WEBCHAT_TICKET_EVENTS) must all be among them. Asserts: no ack with code 500, every handshake is
 * answered, the app answers /health after each batch, and an event whose payloads were all refused
 * leaves every row count as it was. API logging is on: after each test every api_logs row must read as the
 * console's entry, with no body over its limit, no kept token, and no batch failed or call dropped (api-log-check).
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { LIVE_STATS_COMMANDS } from '@switchboard/contracts/dashboard/dashboard.events';
import { STAFF_COMMANDS } from '@switchboard/contracts/live-chat/live-chat.events';
import { WEBCHAT_EVENTS, WEBCHAT_NAMESPACE } from '@switchboard/contracts/live-chat/webchat.events';
import { WEBCHAT_TICKET_EVENTS } from '@switchboard/contracts/tickets/tickets.events';
import { buildApp } from '@/app';
import type { App } from '@/plugins/type-provider';
import { reportOutboundCall, withCallContext } from '@/lib/outbound-calls';
import { DEMO_MEMBERS } from '@/seed/demo-brand';
import { LiveChatHarness, type Client } from '@/testing/live-chat-harness';
import { signIn, testConfig } from '@/testing/test-app';
import { useSeededPglite } from '@/testing/test-db';
import { checkApiLogs } from './api-log-check';
import { FUZZ_SEED, hostileBody, hostileString, hostileValue } from './arbitraries';
import { isKnownOpen } from './known-open';
import { CALL_LOG_TABLES, changedTables, rowCounts, settledRowCounts } from './row-counts';

/** Payloads per event: customers are the public side, so they get the most. */
const RUNS = { customer: 6, member: 2 } as const;
/** An event without an ack (typing, subscribe) answers nothing: this long, then the next. */
const ACK_WAIT_MS = 500;
/** A handshake the server neither accepts nor refuses in this time is a failure (a hung middleware). */
const HANDSHAKE_WAIT_MS = 5_000;
const RESERVED = new Set(['connect', 'connect_error', 'disconnect', 'disconnecting', 'error', 'newListener', 'removeListener']);
/** What each registry promises the server handles, per namespace. */
const REGISTRIES: Record<string, readonly string[]> = {
  [NAMESPACES.liveConversations]: Object.keys(STAFF_COMMANDS),
  [NAMESPACES.liveChatsStats]: Object.values(LIVE_STATS_COMMANDS),
  [NAMESPACES.liveAdmins]: Object.values(LIVE_STATS_COMMANDS),
  [WEBCHAT_NAMESPACE]: [WEBCHAT_EVENTS.customerMessage, WEBCHAT_EVENTS.customerTyping, WEBCHAT_EVENTS.messagesSeen, ...Object.values(WEBCHAT_TICKET_EVENTS)],
};
const STAFF_NAMESPACES = ['/', ...Object.values(NAMESPACES)];
const MEMBERS = DEMO_MEMBERS.filter((member, index) => DEMO_MEMBERS.findIndex((other) => other.role === member.role) === index);

/** Logging on, whatever the default becomes: the hostile traffic's outbound calls and sign-ins are logged. */
const config = testConfig({ API_LOG_ENABLED: 'true' });
const seeded = useSeededPglite();
let app: App;
let harness: LiveChatHarness;
beforeEach(async () => {
  app = await buildApp({ config, database: seeded.database, logger: false, reportErrors: false });
  harness = await new LiveChatHarness(app).listen();
});
afterEach(async () => {
  harness.closeAll();
  // Closing writes out every call the writer took; then each row must be whole and within its limits.
  await app.close();
  const logs = await checkApiLogs(seeded.database.db, app.services.consoleApiLogs.apiLogWriter.stats(), config.apiLogs.bodyMaxBytes);
  expect(logs.problems).toEqual([]);
});

/** Connected (true), or refused at the handshake or since disconnected (false: open another). */
function connected(client: Client): Promise<boolean> {
  const { socket } = client;
  if (socket.connected) return Promise.resolve(true);
  if (client.events.some((entry) => entry.event === 'disconnect' || entry.event === 'connect_error')) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the handshake got no answer within ${HANDSHAKE_WAIT_MS} ms`)), HANDSHAKE_WAIT_MS);
    // A handshake over the packet limit: the server closes the connection itself (a refusal too).
    socket.io.once('close', () => {
      clearTimeout(timer);
      resolve(false);
    });
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
    socket.once('connect', () => clearTimeout(timer)).once('connect_error', () => clearTimeout(timer));
  });
}

/** The client events the server listens to on this client's socket. */
function handledEvents(namespace: string, client: Client): string[] {
  const socket = app.services.realtime.io.of(namespace).sockets.get(client.socket.id ?? '');
  return (socket?.eventNames() ?? []).map(String).filter((name) => !RESERVED.has(name)).sort();
}

type Ack = { data?: unknown; errorCode?: unknown; message?: unknown } | undefined;

interface Outcome { failures: string[] }

/** Every event with `runs` hostile payloads each (sent together, so an event without an ack costs one wait). */
async function fuzzEvents(caller: string, namespace: string, open: () => Client, events: string[], runs: number, seed: number): Promise<Outcome> {
  const outcome: Outcome = { failures: [] };
  let client = open();
  try {
    await eventsOn();
  } catch (error) {
    const failure = `${caller} ${namespace} handshake: ${(error as Error).message}`;
    if (!isKnownOpen(failure)) outcome.failures.push(failure);
  }
  client.close();
  return outcome;

  async function eventsOn(): Promise<void> {
    let unanswered = false;
    for (const [index, event] of events.entries()) {
      if (!(await connected(client))) {
        client.close();
        client = open(); // the server dropped the last one (a refused packet): the next event gets a fresh socket
        if (!(await connected(client))) return;
      }
      const before = unanswered ? await settledRowCounts(seeded.database.db) : await rowCounts(seeded.database.db);
      const payloads = fc.sample(fc.oneof({ weight: 3, arbitrary: hostileBody }, { weight: 1, arbitrary: hostileValue }), { seed: seed + index, numRuns: runs });
      const acks = await Promise.all(payloads.map((payload) => client.socket.timeout(ACK_WAIT_MS).emitWithAck(event, payload).then((ack: Ack) => ack, () => undefined)));
      // Refused = every ack arrived, none with data (a late ack may still be an acceptance, and events
      // without an ack, like typing, are not writes).
      const refused = acks.every((ack) => ack !== undefined && ack.data === undefined);
      unanswered = acks.some((ack) => ack === undefined);
      const changed = refused ? changedTables(before, await rowCounts(seeded.database.db), CALL_LOG_TABLES) : [];
      if (changed.length > 0) {
        const failure = `${caller} ${namespace} ${event}: refused payloads left rows: ${changed.join('; ')} (acks ${JSON.stringify(acks).slice(0, 200)})`;
        if (!isKnownOpen(failure)) outcome.failures.push(failure);
      }
      for (const [at, ack] of acks.entries()) {
        if (ack?.errorCode === 500) {
          const failure = `${caller} ${namespace} ${event} → ack 500 ${String(ack.message)} (payload ${JSON.stringify(payloads[at])?.slice(0, 160)})`;
          if (!isKnownOpen(failure)) outcome.failures.push(failure);
        }
      }
    }
  }
}

/** Runs a batch, then checks the app still answers. */
async function checkBatch(caller: string, namespace: string, run: () => Promise<Outcome>): Promise<string[]> {
  const { failures } = await run();
  const health = await app.inject({ method: 'GET', url: '/health' });
  expect(health.statusCode, `${caller} ${namespace}: ${health.body}`).toBe(200);
  return failures;
}

describe('socket fuzz: every event of every namespace, hostile payloads, every caller', () => {
  it('as anonymous customers on /webchat (hostile handshakes too) and anonymous on staff namespaces', async () => {
    const probe = harness.open(WEBCHAT_NAMESPACE, {});
    expect(await connected(probe)).toBe(true);
    const events = handledEvents(WEBCHAT_NAMESPACE, probe);
    expect(events).toEqual(expect.arrayContaining([...(REGISTRIES[WEBCHAT_NAMESPACE] ?? [])]));
    probe.close();
    const handshakes = fc.sample(fc.dictionary(fc.constantFrom('psid', 'sessionId', 'lastSeq', 'clientUrl', 'token'), fc.oneof(hostileString, hostileValue), { maxKeys: 4 }), { seed: FUZZ_SEED, numRuns: 2 });
    const failures: string[] = [];
    for (const [index, auth] of [{}, ...handshakes].entries()) {
      const caller = `customer#${index} (handshake auth ${JSON.stringify(auth)?.slice(0, 100)})`;
      failures.push(...await checkBatch(caller, WEBCHAT_NAMESPACE,
        () => fuzzEvents(caller, WEBCHAT_NAMESPACE, () => harness.open(WEBCHAT_NAMESPACE, auth as Record<string, unknown>), events, RUNS.customer, FUZZ_SEED + index * 100)));
    }
    for (const namespace of STAFF_NAMESPACES) {
      const visitor = harness.open(namespace, { token: 'not-a-token' });
      expect(await connected(visitor), `${namespace} must refuse a visitor`).toBe(false);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('outbound calls a socket\'s work reports with hostile values (URL, bodies, error, conversation ids) are logged whole', async () => {
    const calls = fc.sample(fc.record({
      method: hostileString, url: hostileString, requestBody: hostileString, responseBody: hostileString, error: hostileString,
      sessionId: hostileString, chatlogId: hostileString, status: fc.option(fc.integer({ min: 100, max: 599 }), { nil: null }),
    }), { seed: FUZZ_SEED, numRuns: 60 });
    for (const { sessionId, chatlogId, ...call } of calls) {
      withCallContext({ sessionId, chatlogId }, () => reportOutboundCall({ target: 'brand-function', ...call, startedAt: Date.now(), durationMs: 1 }));
    }
    await app.services.consoleApiLogs.apiLogWriter.flush();
    expect(app.services.consoleApiLogs.apiLogWriter.stats()).toMatchObject({ written: calls.length, failed: 0, dropped: 0 });
  });

  for (const member of MEMBERS) {
    it(`as ${member.role} (${member.email}) on every staff namespace`, async () => {
      const { token } = await signIn(app, member.email);
      const failures: string[] = [];
      for (const [index, namespace] of STAFF_NAMESPACES.entries()) {
        const probe = harness.open(namespace, { token });
        if (!(await connected(probe))) continue; // the role may not use this namespace: refused at the handshake
        const events = handledEvents(namespace, probe);
        probe.close();
        const registry = REGISTRIES[namespace];
        if (registry) expect(events, namespace).toEqual(expect.arrayContaining([...registry]));
        failures.push(...await checkBatch(member.email, namespace,
          () => fuzzEvents(member.email, namespace, () => harness.open(namespace, { token }), events, RUNS.member, FUZZ_SEED + index * 1_000)));
      }
      expect(failures).toEqual([]);
    });
  }
});
