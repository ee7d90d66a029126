/**
 * The training widget's state: open or not, the domain its conversation runs in, the conversation itself and the
 * link to the server. Held outside the pages because the conversation is the trainer's on the server, not a page's:
 * moving between /dms pages keeps it. stores/training-channel.ts applies the channel's events here.
 */
import { create } from 'zustand';
import { EMPTY_SESSION, type TrainingSession } from '@/features/dms/model/training-session';

/** offline: the socket is away (the conversation waits on the server); resuming: it is being replayed. */
export type TrainingLink = 'online' | 'offline' | 'resuming';

interface TrainingWidgetState {
  open: boolean;
  /** The domain the conversation was started in (null: none started, or it ended). */
  domainId: string | null;
  session: TrainingSession;
  link: TrainingLink;
  /** Why the conversation ended without the trainer ending it (shown until the next start). */
  notice: string | null;
  setOpen: (open: boolean) => void;
  started: (domainId: string) => void;
  reset: () => void;
  ended: (notice: string | null) => void;
}

export const useTrainingWidgetStore = create<TrainingWidgetState>()((set) => ({
  open: false,
  domainId: null,
  session: EMPTY_SESSION,
  link: 'online',
  notice: null,
  setOpen: (open) => set({ open }),
  started: (domainId) => set({ domainId }),
  reset: () => set({ domainId: null, session: EMPTY_SESSION, link: 'online', notice: null }),
  ended: (notice) => set({ domainId: null, session: EMPTY_SESSION, link: 'online', notice }),
}));
