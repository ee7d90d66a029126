/**
 * What keeps one hostile or unlucky packet from taking the process down (issue 20, finding 1), on
 * every namespace, staff's and customers' alike:
 * - MAX_PACKET_BYTES bounds a packet before it is parsed (socket.io's maxHttpBufferSize);
 * - the packet filter drops NUL characters and refuses arguments nested deeper than MAX_PACKET_DEPTH
 *   before any handler walks them (an ack, when asked for, gets a VALIDATION refusal);
 * - every listener added to a guarded namespace or socket runs guarded: a throw or a rejected
 *   promise is logged and, when the event asked for an ack that was not given yet, acked
 *   `{ message, errorCode: 500 }` (an HttpError keeps its own status) instead of escaping;
 * - every socket has an 'error' listener: socket.io emits 'error' on each socket of a connection whose
 *   packet it cannot decode (a lone binary frame, a binary packet too deep to rebuild), and an
 *   EventEmitter 'error' without a listener throws, out of the transport and the process.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import type { SocketReply } from '@switchboard/contracts/live-chat/live-chat.events';
import { NestingTooDeepError, withoutNul } from '@/lib/without-nul';
import { HttpError } from '@/plugins/http-errors';

/**
 * The largest inbound packet. The largest legitimate payloads of the contracts are a chat message
 * (sendMessage, sendWhisper: 4,000 characters) and the widget's ticket (4,000 + name + e-mail): at
 * most 6 bytes a character once JSON-escaped, about 26 KB. 64 KB leaves room for the envelope and
 * an ack id, and keeps a hostile packet small (socket.io's default is 1 MB). The clients learn it at
 * the handshake (maxPayload) and split their long-polling batches to fit.
 */
export const MAX_PACKET_BYTES = 64 * 1024;

/** The deepest argument accepted; the contracts' deepest payload (resync: { chats: [{ … }] }) has 3 levels. */
export const MAX_PACKET_DEPTH = 32;

export const PACKET_TOO_DEEP = `This event is nested too deeply (at most ${MAX_PACKET_DEPTH} levels).`;
export const SERVER_FAULT = 'Something went wrong on our side; please try again.';

type Listener = (...args: unknown[]) => unknown;
type Ack = ((reply: SocketReply) => void) & { answered?: boolean };

/** The reply for an error a handler let out: an HttpError keeps its status; anything else is a fault (500). */
export function replyForError(error: unknown): SocketReply {
  if (error instanceof HttpError) {
    return { message: error.message, errorCode: error.statusCode === 412 ? 412 : (error.extra.errorCode ?? error.statusCode) };
  }
  return { message: SERVER_FAULT, errorCode: 500 };
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';

/** The ack (the last argument when it is a function), made single-use and aware of having answered. */
function trackAck(args: unknown[]): Ack | undefined {
  const last = args[args.length - 1];
  if (typeof last !== 'function') return undefined;
  const ack: Ack = (reply) => {
    if (ack.answered) return;
    ack.answered = true;
    (last as Ack)(reply);
  };
  args[args.length - 1] = ack;
  return ack;
}

function guarded(where: string, event: string, listener: Listener, logger: FastifyBaseLogger): Listener {
  const wrapped = function (this: unknown, ...args: unknown[]): void {
    const ack = trackAck(args);
    const fault = (error: unknown) => {
      const reply = replyForError(error);
      if (reply.errorCode === 500) logger.error({ err: error, namespace: where, event }, 'socket event handler failed');
      if (ack && !ack.answered) ack(reply);
    };
    try {
      const result = listener.apply(this, args);
      if (isThenable(result)) result.then(undefined, fault);
    } catch (error) {
      fault(error);
    }
  };
  // EventEmitter's removeListener also matches `.listener`: off(event, original) still removes it.
  return Object.assign(wrapped, { listener });
}

/** Makes every listener added from now on to this namespace or socket run guarded. */
function guardListeners(emitter: Namespace | Socket, where: string, logger: FastifyBaseLogger): void {
  const add = emitter.on.bind(emitter) as (event: string, listener: Listener) => unknown;
  const on = (event: string, listener: Listener) => {
    add(event, guarded(where, event, listener, logger));
    return emitter;
  };
  const once = (event: string, listener: Listener) => {
    const single = guarded(where, event, function (this: unknown, ...args: unknown[]) {
      emitter.off(event, single);
      return listener.apply(this, args);
    }, logger);
    add(event, Object.assign(single, { listener }));
    return emitter;
  };
  Object.assign(emitter, { on, addListener: on, once });
}

type Middleware = Parameters<Namespace['use']>[0];

/**
 * Guards a namespace's own listeners (connection) and handshake middleware: call before anyone uses it.
 * socket.io runs both outside any try (a nextTick, an async function): a middleware that throws or
 * rejects refuses that handshake ('Unavailable') instead.
 */
export function guardNamespace(namespace: Namespace, logger: FastifyBaseLogger): void {
  guardListeners(namespace, namespace.name, logger);
  const use = namespace.use.bind(namespace);
  Object.assign(namespace, {
    use: (middleware: Middleware) => use((socket, next) => {
      let called = false;
      const once: typeof next = (error) => {
        if (called) return;
        called = true;
        next(error);
      };
      const fail = (err: unknown) => {
        logger.error({ err, namespace: namespace.name }, 'socket handshake middleware failed');
        once(new Error('Unavailable'));
      };
      try {
        const result: unknown = middleware(socket, once);
        if (isThenable(result)) result.then(undefined, fail);
      } catch (err) {
        fail(err);
      }
    }),
  });
}

/** Guards a new socket: call on connection, before the modules add their listeners. */
export function guardSocket(socket: Socket, logger: FastifyBaseLogger): void {
  const where = socket.nsp.name;
  guardListeners(socket, where, logger);
  socket.on('error', (err: unknown) => logger.debug({ err, namespace: where }, 'socket packet refused'));
  socket.use((packet, next) => {
    try {
      for (let i = 1; i < packet.length; i++) packet[i] = withoutNul(packet[i], MAX_PACKET_DEPTH);
    } catch (error) {
      const tooDeep = error instanceof NestingTooDeepError;
      if (!tooDeep) logger.error({ err: error, namespace: where, event: packet[0] }, 'socket packet filter failed');
      const ack = packet[packet.length - 1];
      if (typeof ack === 'function') {
        (ack as Ack)(tooDeep ? { message: PACKET_TOO_DEEP, errorCode: ERROR_CODES.validation } : { message: SERVER_FAULT, errorCode: 500 });
      }
      return; // dropped: no handler sees it
    }
    next();
  });
}
