/**
 * The bot_training busy flag (§4) with live progress: the persisted status from the server (so a
 * reload mid-training shows it) patched by `botTraining` events of the training channel.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import { botTrainingEventSchema, type TrainingStatus } from '@switchboard/contracts/models/models.schemas';
import { getNamespaceSocket } from '@/lib/socket/namespace-socket';
import { checked } from '@/lib/socket/watch-channel';
import { botBuilderKeys } from '@/features/bot-builder/api/query-keys';
import { useTrainingStatus } from '@/features/bot-builder/api/training';
import { applyTrainingEvent } from '@/features/bot-builder/model/training-progress';

export function useBotTraining() {
  const client = useQueryClient();
  const status = useTrainingStatus();
  useEffect(() => {
    let active = true;
    let stop = () => {};
    const listener = checked(botTrainingEventSchema, (event) => {
      client.setQueryData<TrainingStatus>(botBuilderKeys.trainingStatus, (current) => applyTrainingEvent(current, event));
      if (!event.bot_training) void client.invalidateQueries({ queryKey: botBuilderKeys.trainingStatus });
    });
    void getNamespaceSocket(NAMESPACES.liveDialogTraining).then((socket) => {
      if (!active) return;
      socket.on('botTraining', listener);
      stop = () => socket.off('botTraining', listener);
    });
    return () => {
      active = false;
      stop();
    };
  }, [client]);
  return status;
}
