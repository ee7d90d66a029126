// The load driver: N customer sockets on /webchat and one staff socket on /liveConversations against a
// target (the product server or the bare relay); the staff member may take every chat over from the bot. Every message's text carries its send id, so one
// clock (performance.now in this process) times send → ack and send → the staff's userMessage.
// Kept light on purpose (no schema parsing per message): this process shares the 2 cores.
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { latencies, latencyFigures, type PhaseResult } from './stats';

export interface LoadOptions {
  customers: number;
  batch: number;
  phaseTimeoutMs: number;
  /** CPU seconds used so far by the target process(es). */
  targetCpuSeconds: () => number;
}

const PREFIX = 'bench ';
const QUIET_MS = 500;
const socketOptions = { transports: ['websocket'], forceNew: true, reconnection: false, timeout: 20_000 };

interface Phase { from: number; to: number; acked: number; failed: number; delivered: number; lastAck: number; done: () => void }

export class Load {
  private staff: Socket | undefined;
  private readonly customers: Socket[] = [];
  /** Each customer's chat (its `session` event), in the order of `customers`. */
  private readonly sessionIds: string[] = [];
  private sentAt = new Float64Array(0);
  private ackedAt = new Float64Array(0);
  private deliveredAt = new Float64Array(0);
  private nextId = 0;
  /** Messages sent and not acked yet (in any phase). */
  private outstanding = 0;
  /** When the staff socket last heard anything (bot replies keep coming after the acks). */
  private staffHeardAt = 0;
  private phase: Phase | undefined;

  constructor(private readonly url: string, private readonly token: string | undefined, private readonly options: LoadOptions) {}

  /** Connects the staff socket (and joins), then the customers in batches; resolves with the seconds it took. */
  async connect(capacity: number): Promise<number> {
    this.sentAt = new Float64Array(capacity);
    this.ackedAt = new Float64Array(capacity);
    this.deliveredAt = new Float64Array(capacity);
    const started = performance.now();
    const staff = io(`${this.url}/liveConversations`, { ...socketOptions, auth: this.token ? { token: this.token } : {} });
    this.staff = staff;
    staff.on('userMessage', (payload: { message?: { content?: { text?: string } } }) => this.delivered(payload.message?.content?.text));
    staff.onAny(() => {
      this.staffHeardAt = performance.now();
    });
    await waitFor(staff, 'connect');
    const reply = (await staff.timeout(20_000).emitWithAck('join', {})) as { errorCode?: unknown; message?: string };
    if (reply.errorCode !== undefined) throw new Error(`join refused: ${reply.message ?? String(reply.errorCode)}`);
    for (let first = 0; first < this.options.customers; first += this.options.batch) {
      const batch: Socket[] = [];
      for (let i = first; i < Math.min(this.options.customers, first + this.options.batch); i++) {
        batch.push(io(`${this.url}/webchat`, { ...socketOptions, auth: {} }));
      }
      this.customers.push(...batch);
      const sessions = await Promise.all(batch.map(chatOf));
      this.sessionIds.push(...sessions);
    }
    return (performance.now() - started) / 1000;
  }

  /**
   * The staff member (a supervisor) takes over every customer's chat, in batches: the chats leave the bot
   * and the customers' messages go to a person, as in the issue's "customers sending messages to agents".
   */
  async takeOverChats(): Promise<void> {
    const staff = this.staff;
    if (!staff) throw new Error('Load: connect() first');
    for (let first = 0; first < this.sessionIds.length; first += this.options.batch) {
      const replies = await Promise.all(this.sessionIds.slice(first, first + this.options.batch).map((sessionId) =>
        staff.timeout(20_000).emitWithAck('takeoverChat', { sessionId }) as Promise<{ errorCode?: unknown; message?: string }>));
      const refused = replies.find((reply) => reply.errorCode !== undefined);
      if (refused) throw new Error(`takeoverChat refused: ${refused.message ?? String(refused.errorCode)}`);
    }
  }

  /** Every customer sends `perCustomer` messages, each after the previous one's ack (closed loop). */
  closed(name: string, perCustomer: number): Promise<PhaseResult> {
    return this.run(name, this.customers.length * perCustomer, () => {
      this.customers.forEach((socket) => {
        let left = perCustomer;
        const next = () => {
          if (left-- > 0) this.send(socket, next);
        };
        next();
      });
      return () => undefined;
    });
  }

  /** `perCustomer` messages from every customer at `rate` messages/s in all, round robin (open loop). */
  paced(name: string, perCustomer: number, rate: number): Promise<PhaseResult> {
    const total = this.customers.length * perCustomer;
    return this.run(name, total, () => {
      const start = performance.now();
      let sent = 0;
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
        for (; sent < due; sent++) this.send(this.customers[sent % this.customers.length]!);
        if (sent >= total) clearInterval(timer);
      };
      const timer = setInterval(tick, 2);
      tick();
      return () => clearInterval(timer);
    });
  }

  /**
   * Waits (at most maxMs) until every message sent so far is acked and the staff socket has been quiet
   * for QUIET_MS (the bot's replies to the last messages come after their acks), so a phase's tail
   * does not load the next phase.
   */
  async settle(maxMs: number): Promise<number> {
    const deadline = performance.now() + maxMs;
    const busy = () => this.outstanding > 0 || performance.now() - this.staffHeardAt < QUIET_MS;
    while (busy() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    return this.outstanding;
  }

  close(): void {
    this.customers.forEach((socket) => socket.disconnect());
    this.staff?.disconnect();
  }

  private async run(name: string, count: number, start: () => () => void): Promise<PhaseResult> {
    if (this.nextId + count > this.sentAt.length) throw new Error('Load: more messages than the capacity given to connect()');
    const from = this.nextId;
    const cpu0 = process.cpuUsage();
    const target0 = this.options.targetCpuSeconds();
    const t0 = performance.now();
    let stop = () => undefined as void;
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      this.phase = { from, to: from + count, acked: 0, failed: 0, delivered: 0, lastAck: t0, done: resolve };
      timer = setTimeout(resolve, this.options.phaseTimeoutMs);
      stop = start();
    });
    stop();
    clearTimeout(timer);
    const phase = this.phase!;
    this.phase = undefined;
    const end = performance.now();
    const seconds = (end - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const delivery = latencies(this.sentAt, this.deliveredAt, from, from + count, end);
    const ack = latencies(this.sentAt, this.ackedAt, from, from + count, end);
    return {
      name, sent: this.nextId - from, acked: phase.acked, delivered: phase.delivered, failed: phase.failed,
      ...latencyFigures(delivery, ack),
      ackRate: phase.acked / ((phase.lastAck - t0) / 1000), seconds,
      driverCores: (cpu.user + cpu.system) / 1e6 / seconds,
      targetCores: (this.options.targetCpuSeconds() - target0) / seconds,
    };
  }

  private send(socket: Socket, onAck?: () => void): void {
    const id = this.nextId++;
    this.sentAt[id] = performance.now();
    this.outstanding++;
    socket.emit('customerMessage', { text: `${PREFIX}${id}`, clientMessageId: `b${id}` }, (reply: { seq?: unknown } | undefined) => {
      this.outstanding--;
      const phase = this.phase;
      if (!phase || id < phase.from || id >= phase.to) return;
      const now = performance.now();
      if (typeof reply?.seq === 'number') {
        this.ackedAt[id] = now;
        phase.acked++;
      } else phase.failed++;
      phase.lastAck = now;
      onAck?.();
      this.check(phase);
    });
  }

  private delivered(text: string | undefined): void {
    if (!text?.startsWith(PREFIX)) return;
    const id = Number(text.slice(PREFIX.length));
    const phase = this.phase;
    if (!phase || !(id >= phase.from && id < phase.to) || this.deliveredAt[id]! > 0) return;
    this.deliveredAt[id] = performance.now();
    phase.delivered++;
    this.check(phase);
  }

  private check(phase: Phase): void {
    if (phase.acked + phase.failed >= phase.to - phase.from && phase.delivered >= phase.acked) phase.done();
  }
}

/**
 * A customer socket's chat: the relay sends `session` at once; the product greets a new socket as a `visitor` (issue 23:
 * nothing is stored for a visitor) and opens the chat when the visitor starts one, as the widget's "start chat" does.
 */
function chatOf(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('session', (payload?: { sessionId?: string }) => resolve(payload?.sessionId ?? ''));
    socket.once('visitor', () => {
      (socket.timeout(20_000).emitWithAck('startChat', {}) as Promise<{ data?: { sessionId?: string }; message?: string }>).then(
        (reply) => (reply.data?.sessionId ? resolve(reply.data.sessionId) : reject(new Error(`startChat refused: ${reply.message ?? 'no session'}`))),
        reject,
      );
    });
    socket.once('connect_error', (error: Error) => reject(new Error(`session: ${error.message}`)));
  });
}

function waitFor<Payload = unknown>(socket: Socket, event: string): Promise<Payload | undefined> {
  return new Promise((resolve, reject) => {
    socket.once(event, (payload?: Payload) => resolve(payload));
    socket.once('connect_error', (error: Error) => reject(new Error(`${event}: ${error.message}`)));
  });
}
