/**
 * Reading a command's ack (§7, §8): errorCode 204 shows the server's message and resets the chat
 * state; any other error shows the message, else '<event> error occured'.
 */
import { TEXTS } from '@switchboard/contracts/common/texts';
import type { SocketReply } from '@switchboard/contracts/live-chat/live-chat.events';

export const RESET_ERROR_CODE = 204;

export type CommandOutcome<T = unknown> =
  | { ok: true; data: T | undefined; message?: string }
  | { ok: false; message: string; reset: boolean };

export function outcomeOf<T>(command: string, reply: unknown, fallback: string = TEXTS.emitError(command)): CommandOutcome<T> {
  const value = (reply && typeof reply === 'object' ? reply : {}) as SocketReply<T>;
  const code = value.errorCode;
  if (code === undefined || code === null || code === '') {
    return { ok: true, data: value.data, ...(value.message ? { message: value.message } : {}) };
  }
  const reset = Number(code) === RESET_ERROR_CODE;
  return { ok: false, message: value.message || fallback, reset };
}
