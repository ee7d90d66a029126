/**
 * The trainer's commands on the dialogue channel (dmsStart, dmsMessage, dmsConfirmIntent, dmsConfirmAction, dmsSave,
 * dmsResume): each checked against its contract schema and sent with an ack (20 s limit). A refusal is shown as its
 * message.
 */
import type { z } from 'zod';
import { TIMING } from '@switchboard/contracts/common/constants';
import {
  DMS_COMMANDS, DMS_NAMESPACE, dmsConfirmActionSchema, dmsConfirmIntentSchema, dmsMessageSchema, dmsResumeSchema, dmsSaveSchema,
  dmsStartSchema,
} from '@switchboard/contracts/dms/dms.events';
import { toast } from '@/lib/feedback/feedback';
import { getNamespaceSocket } from '@/lib/socket/namespace-socket';

const SCHEMAS = {
  start: dmsStartSchema,
  message: dmsMessageSchema,
  confirmIntent: dmsConfirmIntentSchema,
  confirmAction: dmsConfirmActionSchema,
  save: dmsSaveSchema,
  resume: dmsResumeSchema,
} as const;
export type TrainingCommand = keyof typeof SCHEMAS;

export type CommandResult<T> = { ok: true; data: T } | { ok: false; message: string };

export const trainingSocket = () => getNamespaceSocket(DMS_NAMESPACE);

export async function sendTrainingCommand<T = unknown, C extends TrainingCommand = TrainingCommand>(
  command: C, payload: z.input<(typeof SCHEMAS)[C]>,
): Promise<CommandResult<T>> {
  const parsed = (SCHEMAS[command] as z.ZodType).safeParse(payload);
  let result: CommandResult<T>;
  if (!parsed.success) {
    result = { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid input' };
  } else {
    let reply: { data?: T; message?: string; errorCode?: unknown } | undefined;
    try {
      const socket = await trainingSocket();
      reply = (await socket.timeout(TIMING.apiTimeoutMs).emitWithAck(DMS_COMMANDS[command], parsed.data)) as typeof reply;
    } catch {
      reply = undefined;
    }
    result = reply && reply.errorCode === undefined && 'data' in reply
      ? { ok: true, data: reply.data as T }
      : { ok: false, message: reply?.message ?? `${DMS_COMMANDS[command]} error occured` };
  }
  if (!result.ok) toast.error(result.message);
  return result;
}
