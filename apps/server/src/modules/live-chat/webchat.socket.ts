/**
 * The customer channel /webchat: its own handshake (no staff token; webchatHandshakeSchema, an
 * unknown or missing psid gets a new customer), then `session` and `history`, and the customer's
 * events. Customer sockets join `customer:<psid>`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import {
  customerMessageSchema, messagesSeenSchema, webchatHandshakeSchema, webchatTypingSchema,
} from '@switchboard/contracts/live-chat/webchat.events';
import type { CustomerRow } from '@/db/schema/customers';
import { HttpError } from '@/plugins/http-errors';
import type { Realtime } from '@/realtime/realtime';
import { rooms } from '@/realtime/rooms';
import type { CustomerChatService } from './customer-chat.service';

interface CustomerSocketData {
  customer: CustomerRow;
  /** A customer created by this handshake (no session to look up yet). */
  created?: boolean | undefined;
  sessionId?: string | undefined;
  lastSeq?: number | undefined;
  clientUrl?: string | undefined;
}
type Ack = (reply: unknown) => void;
const ackOf = (value: unknown): Ack => (typeof value === 'function' ? (value as Ack) : () => undefined);

export function registerWebchatSocket({ realtime, chats, logger }: { realtime: Realtime; chats: CustomerChatService; logger: FastifyBaseLogger }) {
  const namespace = realtime.webchat;
  namespace.use((socket, next) => {
    const handshake = webchatHandshakeSchema.safeParse(socket.handshake.auth ?? {});
    if (!handshake.success) return next(new Error('Invalid handshake'));
    chats.identifyFresh(handshake.data.psid).then(
      ({ customer, created }) => {
        const { sessionId, lastSeq, clientUrl } = handshake.data;
        socket.data = { customer, created, sessionId, lastSeq, clientUrl } satisfies CustomerSocketData;
        next();
      },
      (err: unknown) => {
        logger.warn({ err }, 'webchat handshake failed');
        next(new Error('Unavailable'));
      },
    );
  });

  namespace.on('connection', (socket: Socket) => {
    const { customer, created, sessionId, lastSeq, clientUrl } = socket.data as CustomerSocketData;
    const psid = customer.psid;
    void socket.join(rooms.customer(psid));
    chats.connect(customer, { sessionId, lastSeq, clientUrl, created }).then(
      ({ session, history }) => {
        socket.emit('session', { psid, sessionId: session.sessionId, chatState: session.chatState, lastSeq: session.lastSeq });
        socket.emit('history', { messages: history });
      },
      (err: unknown) => logger.warn({ err }, 'webchat connect failed'),
    );

    socket.on('customerMessage', (raw: unknown, maybeAck: unknown) => {
      const ack = ackOf(maybeAck);
      const input = customerMessageSchema.safeParse(raw);
      if (!input.success) return ack({ message: input.error.issues[0]?.message ?? 'Invalid message', errorCode: 'VALIDATION' });
      chats.message(psid, input.data).then(
        ({ ack: stored, followUp }) => {
          ack(stored);
          return followUp();
        },
        (error: unknown) => {
          if (error instanceof HttpError) return ack({ message: error.message, errorCode: error.statusCode === 412 ? 412 : error.extra.errorCode });
          logger.error({ err: error }, 'customer message failed');
          ack({ message: 'Your message could not be sent; please try again.', errorCode: 500 });
        },
      ).catch((err: unknown) => logger.error({ err }, 'customer message follow-up failed'));
    });

    socket.on('customerTyping', (raw: unknown) => {
      const input = webchatTypingSchema.safeParse(raw);
      if (input.success) chats.typing(psid, input.data.typing).catch(() => undefined);
    });

    socket.on('messagesSeen', (raw: unknown, maybeAck: unknown) => {
      const input = messagesSeenSchema.safeParse(raw);
      if (!input.success) return ackOf(maybeAck)({ message: 'upToSeq is required', errorCode: 'VALIDATION' });
      chats.seen(psid, input.data.upToSeq).then(() => ackOf(maybeAck)({ data: { upToSeq: input.data.upToSeq } }), () => undefined);
    });
  });
}
