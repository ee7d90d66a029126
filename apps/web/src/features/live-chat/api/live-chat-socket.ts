/**
 * The staff chat channel (/liveConversations) and its commands (§7). Every command is checked
 * against its contract schema, sent with an ack (20 s limit) and its failure shown per §8:
 * errorCode 204 shows the message and resets, otherwise the message or '<event> error occured'.
 */
import type { Socket } from 'socket.io-client';
import type { z } from 'zod';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { TIMING } from '@switchboard/contracts/common/constants';
import { STAFF_COMMANDS, type StaffCommand } from '@switchboard/contracts/live-chat/live-chat.events';
import { outcomeOf, type CommandOutcome } from '@/features/live-chat/model/command-reply';
import { toast } from '@/lib/feedback/feedback';
import { getNamespaceSocket } from '@/lib/socket/namespace-socket';

export type CommandInput<C extends StaffCommand> = z.input<(typeof STAFF_COMMANDS)[C]>;

export interface EmitOptions {
  /** No toast on failure (typing, receipts, presence). */
  quiet?: boolean;
  /** The text shown when the server gives no message. */
  fallback?: string;
}

export const chatSocket = (): Promise<Socket> => getNamespaceSocket(NAMESPACES.liveConversations);

/** sessionId: the chat the refused command named, when it named one. */
type Reset = (sessionId: string | undefined) => void;
const resets = new Set<Reset>();

/** Called when a command answers errorCode 204 (the screen re-joins and drops the chat the command named). */
export function onCommandReset(reset: Reset): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export async function emitCommand<T = unknown, C extends StaffCommand = StaffCommand>(
  command: C, payload: CommandInput<C>, options: EmitOptions = {},
): Promise<CommandOutcome<T>> {
  const parsed = (STAFF_COMMANDS[command] as z.ZodType).safeParse(payload);
  let outcome: CommandOutcome<T>;
  if (!parsed.success) {
    outcome = { ok: false, message: parsed.error.issues[0]?.message ?? options.fallback ?? `${command} error occured`, reset: false };
  } else {
    let reply: unknown;
    try {
      const socket = await chatSocket();
      reply = await socket.timeout(TIMING.apiTimeoutMs).emitWithAck(command, parsed.data);
    } catch {
      reply = { errorCode: 'timeout' };
    }
    outcome = outcomeOf<T>(command, reply, options.fallback);
  }
  if (!outcome.ok) {
    if (!options.quiet) toast.error(outcome.message);
    if (outcome.reset) {
      const named = (payload as { sessionId?: unknown } | null)?.sessionId;
      resets.forEach((reset) => reset(typeof named === 'string' ? named : undefined));
    }
  }
  return outcome;
}

/** The socket id once connected (joinChatRoom needs it). */
export async function connectedSocketId(socket: Socket, limitMs: number = TIMING.apiTimeoutMs): Promise<string> {
  if (socket.connected && socket.id) return socket.id;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('connect', done);
      reject(new Error('The chat server could not be reached.'));
    }, limitMs);
    function done() {
      clearTimeout(timer);
      if (socket.id) resolve(socket.id);
      else reject(new Error('The chat server could not be reached.'));
    }
    socket.once('connect', done);
  });
}
