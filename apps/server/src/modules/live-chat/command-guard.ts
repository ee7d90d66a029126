/**
 * One staff command on /liveConversations: permission checks (feature /chats, the command's event,
 * the chats action), payload validation with the contracts schema, then the handler; the ack gets
 * `{ data }` or `{ message, errorCode }` (FORBIDDEN for permissions, 412 for business rules, 204 for RESET_REFUSALS).
 */
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { STAFF_COMMANDS, type SocketReply, type StaffCommand } from '@switchboard/contracts/live-chat/live-chat.events';
import { isCommandAllowed } from '@switchboard/contracts/live-chat/live-chat.permissions';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { TEXTS as COMMON_TEXTS } from '@switchboard/contracts/common/texts';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '@/plugins/auth';
import { replyForError as socketReplyFor } from '@/realtime/socket-guard';
import { HttpError } from '@/plugins/http-errors';
import { TEXTS } from './chat-access';

export type CommandPayload<C extends StaffCommand> = z.output<(typeof STAFF_COMMANDS)[C]>;
export type CommandHandler<C extends StaffCommand> = (payload: CommandPayload<C>, socket: Socket, auth: AuthContext) => Promise<unknown>;
export type CommandHandlers = { [C in StaffCommand]: CommandHandler<C> };

export function refusal(auth: AuthContext, command: StaffCommand): SocketReply | null {
  const { permissions } = auth.principal;
  const allowed = isRouteAllowed(permissions, '/chats') && isCommandAllowed(permissions, command);
  return allowed ? null : { message: COMMON_TEXTS.forbidden, errorCode: ERROR_CODES.forbidden };
}

/**
 * Refusals that mean the console's picture of the chat is out of date (§7: "A callback errorCode of 204 shows an
 * error and fires a reset"): the chat is gone, resolved elsewhere, taken by someone else or taken over, or its offer
 * went elsewhere. The console shows the message, re-joins its list and closes the chat (docs/decisions.md).
 */
export const RESET_REFUSALS: ReadonlySet<string> = new Set([TEXTS.noChat, TEXTS.closed, TEXTS.takenByOther, TEXTS.notYours, TEXTS.notOffered]);
/** Background signals the console sends on its own (typing, receipts, presence): a refusal of one never resets the screen. */
const NO_RESET: ReadonlySet<string> = new Set<StaffCommand>(['typing', 'messageSeen', 'updateCustomerMessage', 'viewingChat', 'resync']);

/** The realtime layer's reply for an error (an HttpError keeps its status), naming the command on a server fault. */
export function replyForError(error: unknown, logger: FastifyBaseLogger, command: string): SocketReply {
  const reply = socketReplyFor(error);
  if (error instanceof HttpError && RESET_REFUSALS.has(error.message) && !NO_RESET.has(command)) return { message: error.message, errorCode: ERROR_CODES.socketReset };
  if (reply.errorCode !== 500) return reply;
  logger.error({ err: error, command }, 'live chat command failed');
  return { message: `${command} failed; please try again.`, errorCode: 500 };
}

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export function bindCommand<C extends StaffCommand>(
  socket: Socket,
  command: C,
  handler: CommandHandler<C>,
  { logger, reauthenticate }: { logger: FastifyBaseLogger; reauthenticate: (socket: Socket) => Promise<AuthContext | null> },
): void {
  const event: string = command;
  // Returns the promise: the realtime guard (socket-guard.ts) catches whatever would still escape, e.g. an ack that throws.
  socket.on(event, (raw: unknown, maybeAck?: unknown) => {
    const ack = (typeof maybeAck === 'function' ? maybeAck : typeof raw === 'function' ? raw : () => undefined) as (reply: SocketReply) => void;
    const payload = typeof raw === 'function' ? {} : raw;
    const run = async (): Promise<SocketReply> => {
      // Permissions as they are now (a role change counts at once), and no commands after a revocation.
      const auth = await reauthenticate(socket);
      if (!auth) {
        // Answered before the socket is dropped, so the console learns why (the later ack of run() is ignored).
        const ended: SocketReply = { message: SESSION_ENDED, errorCode: ERROR_CODES.unauthenticated };
        ack(ended);
        socket.disconnect(true);
        return ended;
      }
      const denied = refusal(auth, command);
      if (denied) return denied;
      // Every id and text is checked by the contracts schema before any handler or SQL sees it.
      const parsed = STAFF_COMMANDS[command].safeParse(payload ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { message: issue ? `${issue.path.join('.') || command}: ${issue.message}` : 'Invalid payload', errorCode: ERROR_CODES.validation };
      }
      return { data: await handler(parsed.data as CommandPayload<C>, socket, auth) };
    };
    return run().then(ack, (error: unknown) => ack(replyForError(error, logger, command)));
  });
}
