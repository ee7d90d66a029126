/**
 * A graceful close while a broadcast's status webhook is still being received: the webhook is answered (its
 * status applied) and the close ends with it, instead of waiting for the answered connection's keep-alive
 * timeout (Fastify's 72 s: a PostgreSQL test's app close once waited past its 60 s hook for that).
 */
import { request, Agent, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends } from '@/testing/backends';
import { statusUpdate } from '@/testing/whatsapp-webhooks';
import { signatureOf } from '../signature';
import { newDouble, WA_SECRET, webhookUrl } from '../whatsapp.test-kit';
import { recordSent } from './broadcasts.repository';
import { broadcastEnv, broadcastRow, phoneOf, recipientsOf, runningBroadcast, until } from './broadcasts.test-kit';

// Nothing is sent in this suite: the double's URL only configures the channel.
const double = newDouble();
beforeAll(async () => { await double.start(); });
afterAll(() => double.close());

/** A close that takes longer than this is waiting for something other than the webhook in flight. */
const PROMPT_MS = 5_000;

describeBackends('Closing during a broadcast', (context) => {
  it('answers a status webhook that was arriving when the close began, then closes without waiting for its connection', async () => {
    const { db } = context.database;
    const app = context.app;
    const url = new URL(await webhookUrl(app));
    const broadcast = await runningBroadcast(db, 1);
    const [recipient] = await recipientsOf(db, broadcast.id);
    await recordSent(db, [{ id: recipient!.id, wamid: 'wamid.close-1' }]);

    const body = Buffer.from(JSON.stringify(statusUpdate('wamid.close-1', 'delivered', phoneOf(0))));
    // A keep-alive connection, as Meta's (and the double's) HTTP client keeps one.
    const agent = new Agent({ keepAlive: true });
    const arrived = new Promise<void>((resolve) => app.server.once('request', () => resolve()));
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      const call = request(url, {
        method: 'POST', agent,
        headers: { 'content-type': 'application/json', 'content-length': body.length, 'x-hub-signature-256': signatureOf(body, WA_SECRET) },
      }, resolve);
      call.on('error', reject);
      // Half the body now: the request is in flight (routed, its handler waiting for the rest) when the close begins.
      call.write(body.subarray(0, 20));
      void arrived.then(() => until(() => !app.server.listening, 10_000, 'the server no longer listening')).then(() => call.end(body.subarray(20)));
    });
    await arrived;
    const closed = app.close();
    const response = await answered;
    response.resume();
    expect(response.statusCode).toBe(200);

    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      closed.then(() => 'closed'),
      new Promise<string>((resolve) => { timer = setTimeout(() => resolve('still closing'), PROMPT_MS); }),
    ]);
    clearTimeout(timer);
    // Without the fix the close is still waiting on the answered connection: end it so the suite goes on.
    agent.destroy();
    await closed;
    expect(outcome).toBe('closed');
    expect((await recipientsOf(db, broadcast.id))[0]).toMatchObject({ state: 'delivered' });
    expect(await broadcastRow(db, broadcast.id)).toMatchObject({ sentCount: 0, deliveredCount: 1 });
  }, 30_000);
}, () => broadcastEnv(double));
