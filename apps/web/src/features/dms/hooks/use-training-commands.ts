/**
 * The widget's moves: start a conversation in a domain, send a message, confirm an intent or an action, save. Each
 * waits for the server's ack; `busy` names the move under way (its button shows it).
 */
import { useState } from 'react';
import type { Story } from '@switchboard/contracts/dms/dms.schemas';
import { sendTrainingCommand } from '@/features/dms/api/training-socket';
import { EMPTY_SESSION } from '@/features/dms/model/training-session';
import { listenToTraining } from '@/features/dms/stores/training-channel';
import { useTrainingWidgetStore } from '@/features/dms/stores/training-widget-store';
import { toast } from '@/lib/feedback/feedback';
import { DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';

type Move = 'start' | 'message' | 'confirmIntent' | 'confirmAction' | 'save';

export function useTrainingCommands() {
  const [busy, setBusy] = useState<Move | null>(null);
  const store = useTrainingWidgetStore;
  const run = async <T,>(move: Move, call: () => Promise<T>): Promise<T> => {
    setBusy(move);
    try {
      return await call();
    } finally {
      setBusy(null);
    }
  };

  const start = (domainId: string) => run('start', async () => {
    await listenToTraining();
    // The server answers dmsStart with the new conversation's first events: the old one is cleared before.
    store.getState().reset();
    const result = await sendTrainingCommand('start', { domainId });
    if (result.ok) store.getState().started(domainId);
    return result.ok;
  });
  const message = (text: string) => run('message', async () => (await sendTrainingCommand('message', { text })).ok);
  const confirmIntent = (dialogBoxId: string, intent: string, entities: { entity: string; value: string }[]) =>
    run('confirmIntent', async () => (await sendTrainingCommand('confirmIntent', { dialogBoxId, intent, entities })).ok);
  const confirmAction = (actionId: string) => run('confirmAction', async () => (await sendTrainingCommand('confirmAction', { actionId })).ok);
  const save = (target: { name: string } | { storyId: string }) => run('save', async () => {
    const result = await sendTrainingCommand<{ story: Story; created: boolean }>('save', target);
    if (!result.ok) return false;
    toast.success(result.data.created ? T.created : T.updated);
    // The server has started a fresh conversation (its lock and matches have arrived already): only the boxes go.
    store.setState((state) => ({ session: { ...EMPTY_SESSION, lock: state.session.lock, matches: state.session.matches } }));
    return true;
  });
  return { busy, start, message, confirmIntent, confirmAction, save };
}
