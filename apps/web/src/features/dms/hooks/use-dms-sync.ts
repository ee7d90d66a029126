/**
 * Keeps the open /dms screen live on the dialogue channel: updateGlobalSync (a domain's stories, actions, domain or
 * training changed, by anyone) refreshes the matching queries; dmsTraining replaces the running training and, when it
 * ends, refreshes the logs and says how it went ('Successfully trained dialogues!' or its error). A reconnect
 * refetches everything (events may have been missed).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import { DMS_EVENTS, dmsTrainingEventSchema, dmsUpdationSchema, type DmsTrainingEvent, type DmsUpdation } from '@switchboard/contracts/dms/dms.events';
import { dmsKeys } from '@/features/dms/api/dms-keys';
import { trainingSocket } from '@/features/dms/api/training-socket';
import { toast } from '@/lib/feedback/feedback';
import { checked } from '@/lib/socket/watch-channel';

const SYNC_KEYS = { stories: dmsKeys.stories, actions: dmsKeys.actionsAll, domains: dmsKeys.domains, training: dmsKeys.training } as const;

export function applyGlobalSync(client: QueryClient, update: DmsUpdation): void {
  if (update.type !== 'updateGlobalSync') return;
  void client.invalidateQueries({ queryKey: SYNC_KEYS[update.what] });
  // Domains carry story and action counts.
  if (update.what !== 'domains') void client.invalidateQueries({ queryKey: dmsKeys.domains });
}

export function applyTrainingEvent(client: QueryClient, training: DmsTrainingEvent): void {
  const before = client.getQueryData<DmsTrainingEvent | null>(dmsKeys.trainingStatus);
  client.setQueryData(dmsKeys.trainingStatus, training.status === 'training' ? training : null);
  if (training.status === 'training') return;
  void client.invalidateQueries({ queryKey: dmsKeys.training });
  // Said once, by the screens that saw it run (a late event for an old training says nothing).
  if (before?._id !== training._id) return;
  if (training.status === 'trained') toast.success(T.trained);
  else toast.error(training.error ?? 'The dialogue training failed.');
}

export function useDmsSync(): void {
  const client = useQueryClient();
  useEffect(() => {
    let active = true;
    let stop = () => {};
    const onUpdation = checked(dmsUpdationSchema, (update) => applyGlobalSync(client, update));
    const onTraining = checked(dmsTrainingEventSchema, (training) => applyTrainingEvent(client, training));
    const reconnected = () => void client.invalidateQueries({ queryKey: dmsKeys.all });
    void trainingSocket().then((socket) => {
      if (!active) return;
      socket.on(DMS_EVENTS.updation, onUpdation);
      socket.on(DMS_EVENTS.dmsTraining, onTraining);
      socket.io.on('reconnect', reconnected);
      stop = () => {
        socket.off(DMS_EVENTS.updation, onUpdation);
        socket.off(DMS_EVENTS.dmsTraining, onTraining);
        socket.io.off('reconnect', reconnected);
      };
    });
    return () => {
      active = false;
      stop();
    };
  }, [client]);
}
