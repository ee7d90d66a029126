/**
 * The training widget's state: open or not, the domain its conversation runs in and the conversation itself. Held
 * outside the pages because the conversation lives on the socket, not on a page: moving between /dms pages keeps it.
 * The channel's events are applied here from the first time the widget opens.
 */
import { create } from 'zustand';
import { DMS_EVENTS, dmsAdditionSchema, dmsUpdationSchema } from '@switchboard/contracts/dms/dms.events';
import { trainingSocket } from '@/features/dms/api/training-socket';
import { addBox, applyUpdation, EMPTY_SESSION, type TrainingSession } from '@/features/dms/model/training-session';
import { checked } from '@/lib/socket/watch-channel';

interface TrainingWidgetState {
  open: boolean;
  /** The domain the conversation was started in (null: none started on this socket). */
  domainId: string | null;
  session: TrainingSession;
  setOpen: (open: boolean) => void;
  started: (domainId: string) => void;
  reset: () => void;
}

export const useTrainingWidgetStore = create<TrainingWidgetState>()((set) => ({
  open: false,
  domainId: null,
  session: EMPTY_SESSION,
  setOpen: (open) => set({ open }),
  started: (domainId) => set({ domainId }),
  reset: () => set({ domainId: null, session: EMPTY_SESSION }),
}));

let listening: Promise<void> | null = null;

/** Starts applying the channel's events to the store (once); a reconnect loses the server's conversation, so the widget's too. */
export function listenToTraining(): Promise<void> {
  listening ??= trainingSocket().then((socket) => {
    const store = useTrainingWidgetStore;
    socket.on(DMS_EVENTS.addition, checked(dmsAdditionSchema, (addition) => store.setState((state) => ({ session: addBox(state.session, addition) }))));
    socket.on(DMS_EVENTS.updation, checked(dmsUpdationSchema, (update) => store.setState((state) => ({ session: applyUpdation(state.session, update) }))));
    socket.on('disconnect', () => store.getState().reset());
  });
  return listening;
}
