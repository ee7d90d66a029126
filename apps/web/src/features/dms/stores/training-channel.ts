/**
 * The dialogue channel applied to the widget's store: the conversation's events, and the socket going away and
 * coming back. The server keeps the trainer's conversation for a while after a disconnect; on reconnecting the
 * widget asks for it (dmsResume) and rebuilds it from the replayed events, which are the live ones, so the
 * conversation's reducer knows nothing of reconnects. A conversation that is gone, or moved to another tab, is said so.
 */
import { DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import {
  DMS_EVENTS, dmsAdditionSchema, dmsConversationClosedSchema, dmsUpdationSchema, type DmsResumeResult,
} from '@switchboard/contracts/dms/dms.events';
import { sendTrainingCommand, trainingSocket } from '@/features/dms/api/training-socket';
import { addBox, applyUpdation, EMPTY_SESSION } from '@/features/dms/model/training-session';
import { useTrainingWidgetStore as store } from '@/features/dms/stores/training-widget-store';
import { onSessionReset } from '@/lib/session/reset-session';
import { checked } from '@/lib/socket/watch-channel';

let listening: Promise<void> | null = null;

/** Starts applying the channel's events to the store (once per socket). */
export function listenToTraining(): Promise<void> {
  listening ??= trainingSocket().then((socket) => {
    socket.on(DMS_EVENTS.addition, checked(dmsAdditionSchema, (addition) => store.setState((state) => ({ session: addBox(state.session, addition) }))));
    socket.on(DMS_EVENTS.updation, checked(dmsUpdationSchema, (update) => store.setState((state) => ({ session: applyUpdation(state.session, update) }))));
    socket.on(DMS_EVENTS.conversationClosed, checked(dmsConversationClosedSchema, () => store.getState().ended(T.conversationMoved)));
    // The console's own closing (signing out) is no connection lost.
    socket.on('disconnect', (reason: string) => {
      if (reason !== 'io client disconnect') store.setState({ link: 'offline' });
    });
    socket.on('connect', () => {
      if (store.getState().domainId !== null) void resumeTraining();
      else store.setState({ link: 'online' });
    });
  });
  return listening;
}

/** Asks for the trainer's conversation again; the server replays it before it answers. */
export async function resumeTraining(): Promise<void> {
  // From nothing: while the socket was away the server may have moved on (an ack that never arrived).
  store.setState({ link: 'resuming', session: EMPTY_SESSION, notice: null });
  const result = await sendTrainingCommand<DmsResumeResult>('resume', {});
  if (result.ok && result.data.resumed) store.setState({ link: 'online', domainId: result.data.domainId });
  // A refusal has been shown as its message.
  else store.getState().ended(result.ok ? T.conversationEnded : null);
}

onSessionReset(() => {
  listening = null;
  store.getState().reset();
});
