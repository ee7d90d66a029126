/** Runs a chat command with its ack; tracks which one is in flight so its button can spin. */
import { useCallback, useState } from 'react';
import type { StaffCommand } from '@switchboard/contracts/live-chat/live-chat.events';
import { emitCommand, type CommandInput, type EmitOptions } from '@/features/live-chat/api/live-chat-socket';
import type { CommandOutcome } from '@/features/live-chat/model/command-reply';

export function useChatCommand() {
  const [pending, setPending] = useState<string | null>(null);
  const run = useCallback(async <C extends StaffCommand>(key: string, command: C, payload: CommandInput<C>, options?: EmitOptions): Promise<CommandOutcome> => {
    setPending(key);
    try {
      return await emitCommand(command, payload, options);
    } finally {
      setPending(null);
    }
  }, []);
  return { run, pending };
}
