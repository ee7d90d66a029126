/**
 * The customer channel /webchat: its own handshake (no staff token; webchatHandshakeSchema), then the
 * customer's events. A known psid gets `session` and `history`; a visitor (no or an unknown psid) gets
 * `visitor` and nothing is stored until they start a chat (`startChat`) or write: connections that
 * never chat leave no customer and no live chat behind. Messages are rate-limited per customer and per
 * address, new chats per address (CustomerRateLimit). A socket that keeps sending after being refused is
 * disconnected, and new connections are limited per address (WebchatFloodGuard). Customer sockets join
 * `customer:<psid>`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import {
  customerMessageSchema, messagesSeenSchema, webchatHandshakeSchema, webchatTypingSchema,
} from '@switchboard/contracts/live-chat/webchat.events';
import { preChatProblems, WIDGET_FORM_TEXTS, type PreChatAnswers } from '@switchboard/contracts/live-chat/widget-forms.rules';
import { rateChatSchema, startChatSchema, type WidgetConfig } from '@switchboard/contracts/live-chat/widget-forms.schemas';
import type { CustomerRow } from '@/db/schema/customers';
import { HttpError } from '@/plugins/http-errors';
import type { Realtime } from '@/realtime/realtime';
import { rooms } from '@/realtime/rooms';
import { clientAddress } from './client-address';
import type { ChatRatingService } from './chat-rating.service';
import type { CustomerChatService } from './customer-chat.service';
import type { CustomerRateLimit } from './customer-rate-limit';
import type { WidgetConfigSource } from './widget-config';
import { DEFAULT_ADDRESS_CONNECTIONS_PER_MINUTE, WebchatFloodGuard } from './webchat-flood-guard';

/** socket.data of a /webchat socket (tickets.socket.ts reads customer and address too). */
export interface CustomerSocketData {
  /** Undefined for a visitor until their chat starts. */
  customer?: CustomerRow | undefined;
  /** The client address the per-address limits count under (see client-address.ts). */
  address: string;
  sessionId?: string | undefined;
  lastSeq?: number | undefined;
  clientUrl?: string | undefined;
  /** The brand's form modes as told to this socket on connecting. */
  widgetConfig?: WidgetConfig | undefined;
  /** The embed's site key: a new customer's bifurcation values (issue 21, point 10). */
  site?: string | undefined;
}
type Ack = (reply: unknown) => void;
const ackOf = (value: unknown): Ack => (typeof value === 'function' ? (value as Ack) : () => undefined);

class Refused extends Error {
  constructor(readonly reply: { message: string; errorCode: string | number; retryAfterSeconds?: number; field?: string }) {
    super(reply.message);
  }
}

export interface WebchatSocketDeps {
  realtime: Realtime;
  chats: CustomerChatService;
  limits: CustomerRateLimit;
  /** The pre-chat form and survey modes of the widget's brand. */
  widgetConfig: WidgetConfigSource;
  ratings: ChatRatingService;
  trustProxy: boolean;
  logger: FastifyBaseLogger;
  /** Defaults to one with the configured connections per address (WEBCHAT_ADDRESS_CONNECTIONS_PER_MINUTE). */
  guard?: WebchatFloodGuard;
}

const connectionsPerMinute = (limits: CustomerRateLimit): number =>
  limits.limits.addressConnectionsPerMinute ?? DEFAULT_ADDRESS_CONNECTIONS_PER_MINUTE;

/** The first problem with a validation payload, as a refusal naming its field. */
const invalid = (issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }>, fallback: string) => {
  const issue = issues[0];
  return { message: issue?.message ?? fallback, errorCode: ERROR_CODES.validation, ...(issue?.path.length ? { field: issue.path.join('.') } : {}) };
};

/** A visitor's chat may start with these answers, or the refusal (required form unanswered, an answer invalid). */
function preChatRefusal(answers: PreChatAnswers | undefined, config: WidgetConfig): Refused | undefined {
  if (config.preChatForm === 'off') return undefined;
  const problems = Object.entries(preChatProblems(answers ?? {}, config.preChatForm));
  if (problems.length === 0) return undefined;
  const [field, message] = problems[0]!;
  return new Refused({ message: answers ? message : WIDGET_FORM_TEXTS.formRequired, errorCode: ERROR_CODES.validation, field: `preChat.${field}` });
}

export function registerWebchatSocket({
  realtime, chats, limits, widgetConfig, ratings, trustProxy, logger, guard = new WebchatFloodGuard(connectionsPerMinute(limits)),
}: WebchatSocketDeps) {
  const namespace = realtime.webchat;
  namespace.use((socket, next) => {
    // Before anything else (even a malformed handshake costs a connection): reconnecting is no way round a disconnect.
    const refused = guard.connection(clientAddress(socket.handshake, trustProxy));
    if (refused) return next(Object.assign(new Error(refused.message), { data: refused }));
    const handshake = webchatHandshakeSchema.safeParse(socket.handshake.auth ?? {});
    if (!handshake.success) return next(new Error('Invalid handshake'));
    Promise.all([chats.recognise(handshake.data.psid), widgetConfig.get()]).then(
      ([customer, config]) => {
        const { sessionId, lastSeq, clientUrl, site } = handshake.data;
        const address = clientAddress(socket.handshake, trustProxy);
        socket.data = { customer, address, sessionId, lastSeq, clientUrl, site, widgetConfig: config } satisfies CustomerSocketData;
        next();
      },
      (err: unknown) => {
        logger.warn({ err }, 'webchat handshake failed');
        next(new Error('Unavailable'));
      },
    );
  });

  namespace.on('connection', (socket: Socket) => {
    const data = socket.data as CustomerSocketData;
    // A socket that keeps sending after being refused (the widget holds its messages after a refusal) is dropped, once.
    let dropped = false;
    const onRefused = () => {
      if (dropped || !guard.refused(socket.id)) return;
      dropped = true;
      logger.info({ address: data.address, psid: data.customer?.psid }, 'webchat socket kept sending after being refused: disconnected');
      socket.disconnect(true);
    };
    const replyTo = (ack: Ack, error: unknown, what: string) => {
      if (error instanceof Refused) return ack(error.reply);
      if (error instanceof HttpError) return ack({ message: error.message, errorCode: error.statusCode === 412 ? 412 : error.extra.errorCode });
      logger.error({ err: error }, `${what} failed`);
      ack({ message: 'Your message could not be sent; please try again.', errorCode: 500 });
    };

    // First: the widget decides on the pre-chat form (visitor) or the survey (session) with it in hand.
    if (data.widgetConfig) socket.emit('widgetConfig', data.widgetConfig);
    if (data.customer) {
      const { customer } = data;
      void socket.join(rooms.customer(customer.psid));
      chats.connect(customer, data).then(
        ({ session, history }) => {
          socket.emit('session', { psid: customer.psid, sessionId: session.sessionId, chatState: session.chatState, lastSeq: session.lastSeq });
          socket.emit('history', { messages: history });
        },
        (err: unknown) => logger.warn({ err }, 'webchat connect failed'),
      );
    } else {
      socket.emit('visitor', {});
    }

    // A visitor's first message or startChat creates the customer and their chat, once even when several arrive together.
    // The pre-chat form's answers come with startChat; a required form refuses a start (or a message) without them.
    let creating: Promise<CustomerRow> | undefined;
    const customerOf = async (answers?: PreChatAnswers): Promise<CustomerRow> => {
      if (data.customer) return data.customer;
      if (creating) return creating;
      // The modes this socket was told (the form the visitor saw), so nothing is read on the way.
      const formRefused = preChatRefusal(answers, data.widgetConfig ?? await widgetConfig.get());
      if (formRefused) throw formRefused;
      if (data.customer) return data.customer;
      if (creating) return creating;
      const refused = limits.newChat(data.address);
      if (refused) throw new Refused(refused);
      creating = chats.createCustomer('website', answers, data.site).then(async (customer) => {
        await socket.join(rooms.customer(customer.psid));
        await chats.start(customer, data.clientUrl);
        data.customer = customer;
        return customer;
      });
      creating.catch(() => (creating = undefined));
      return creating;
    };

    let starting: Promise<unknown> = Promise.resolve();
    socket.on('startChat', (raw: unknown, maybeAck: unknown) => {
      const ack = ackOf(typeof raw === 'function' ? raw : maybeAck);
      const refused = limits.event(socket.id);
      if (refused) return ack(refused);
      const input = startChatSchema.safeParse(typeof raw === 'object' && raw !== null ? raw : {});
      if (!input.success) return ack(invalid(input.error.issues, 'Invalid form'));
      // One at a time: two starts after a resolved chat open one new chat, not two.
      starting = starting.then(() => customerOf(input.data.preChat)
        .then(async (customer) => {
          const session = await chats.start(customer, data.clientUrl);
          ack({ data: { psid: customer.psid, sessionId: session.sessionId, chatState: session.chatState, lastSeq: session.lastSeq } });
        })
        .catch((error: unknown) => replyTo(ack, error, 'start chat')));
    });

    socket.on('customerMessage', (raw: unknown, maybeAck: unknown) => {
      const ack = ackOf(maybeAck);
      const input = customerMessageSchema.safeParse(raw);
      if (!input.success) return ack({ message: input.error.issues[0]?.message ?? 'Invalid message', errorCode: ERROR_CODES.validation });
      // Refused before anything is created or stored: no customer, no message, no bot turn.
      const refused = limits.message(data.customer?.psid ?? `socket:${socket.id}`, data.address);
      if (refused) {
        ack(refused);
        return onRefused();
      }
      customerOf()
        .then((customer) => chats.message(customer.psid, input.data, { clientUrl: data.clientUrl }))
        .then(({ ack: stored, followUp }) => {
          ack(stored);
          return followUp().catch((err: unknown) => logger.error({ err }, 'customer message follow-up failed'));
        }, (error: unknown) => replyTo(ack, error, 'customer message'));
    });

    socket.on('rateChat', (raw: unknown, maybeAck: unknown) => {
      const ack = ackOf(maybeAck);
      const refused = limits.event(socket.id);
      if (refused) return ack(refused);
      const input = rateChatSchema.safeParse(raw);
      if (!input.success) return ack(invalid(input.error.issues, 'Invalid rating'));
      if (!data.customer) return ack({ message: WIDGET_FORM_TEXTS.notYourChat, errorCode: 412 });
      ratings.rate(data.customer.psid, input.data).then((rating) => ack({ data: rating }), (error: unknown) => replyTo(ack, error, 'rate chat'));
    });

    // "Last seen" is when the customer left, not when they arrived.
    socket.on('disconnect', () => {
      if (data.customer) chats.left(data.customer.psid).catch(() => undefined);
    });

    socket.on('customerTyping', (raw: unknown) => {
      const input = webchatTypingSchema.safeParse(raw);
      if (!input.success || !data.customer || limits.event(socket.id)) return;
      chats.typing(data.customer.psid, input.data.typing).catch(() => undefined);
    });

    socket.on('messagesSeen', (raw: unknown, maybeAck: unknown) => {
      const input = messagesSeenSchema.safeParse(raw);
      if (!input.success) return ackOf(maybeAck)({ message: 'upToSeq is required', errorCode: ERROR_CODES.validation });
      const refused = limits.event(socket.id);
      if (refused) return ackOf(maybeAck)(refused);
      if (!data.customer) return ackOf(maybeAck)({ data: { upToSeq: input.data.upToSeq } });
      chats.seen(data.customer.psid, input.data.upToSeq).then(() => ackOf(maybeAck)({ data: { upToSeq: input.data.upToSeq } }), () => undefined);
    });
  });
}
