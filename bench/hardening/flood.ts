// Load (a): one /webchat customer sending messages as fast as the acks come back (one in flight, the
// next on the previous one's ack) for a given time, at most a given count. It runs in its own process
// (`floodCustomer`), so its event loop does not delay the probe's clock; the process starts and connects
// before the probe's window, and floods when told to (a line on its stdin). Stored = acked with a seq;
// refused = acked with an errorCode (RATE_LIMITED when the server slows the customer down).
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { WEBCHAT_EVENTS, WEBCHAT_NAMESPACE } from '@switchboard/contracts/live-chat/webchat.events';

const ACK_TIMEOUT_MS = 10_000;

export interface FloodOutcome { sent: number; stored: number; refused: Record<string, number>; unanswered: number; seconds: number }

async function flood(url: string, durationMs: number, max: number): Promise<FloodOutcome> {
  // The widget's own origin (PUBLIC_URL), as a browser on the brand's page would send it.
  const socket = io(`${url}${WEBCHAT_NAMESPACE}`, { transports: ['websocket'], forceNew: true, reconnection: false, auth: {}, extraHeaders: { origin: url } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  console.log('ready');
  await new Promise((resolve) => process.stdin.once('data', resolve));
  const outcome: FloodOutcome = { sent: 0, stored: 0, refused: {}, unanswered: 0, seconds: 0 };
  const start = performance.now();
  while (outcome.sent < max && performance.now() - start < durationMs && socket.connected) {
    const n = outcome.sent++;
    try {
      const reply = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(WEBCHAT_EVENTS.customerMessage, { text: `flood ${n}`, clientMessageId: `flood-${n}` })) as { seq?: unknown; errorCode?: unknown };
      if (typeof reply?.seq === 'number') outcome.stored++;
      else {
        const code = String(reply?.errorCode ?? 'none');
        outcome.refused[code] = (outcome.refused[code] ?? 0) + 1;
      }
    } catch {
      outcome.unanswered++;
    }
  }
  outcome.seconds = (performance.now() - start) / 1000;
  socket.disconnect();
  return outcome;
}

/** Starts the flooding customer's process and resolves once it is connected, with the function that sets it off. */
export async function floodCustomer(url: string, durationMs: number, max: number): Promise<() => Promise<FloodOutcome>> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), url, String(durationMs), String(max)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  const exited = new Promise<FloodOutcome>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`the flooding customer exited with ${code}: ${out.slice(-300)}`));
      else resolve(JSON.parse(line) as FloodOutcome);
    });
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.startsWith('ready\n')) resolve();
    });
    exited.catch(reject);
  });
  return () => {
    child.stdin.end('go\n');
    return exited;
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, durationMs, max] = process.argv.slice(2);
  const outcome = await flood(url!, Number(durationMs), Number(max));
  console.log(JSON.stringify(outcome));
  process.exit(0);
}
