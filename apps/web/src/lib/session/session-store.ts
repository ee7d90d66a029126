/** The signed-in session (spec §3 admin_details) as app state, mirrored to storage on every change. */
import { create } from 'zustand';
import type { UserInfo } from '@switchboard/contracts/auth/auth.schemas';
import type { SelectedBifurcation } from '@switchboard/contracts/auth/bifurcation.schemas';
import { initialSession, writeStoredSession } from '@/lib/session/session-storage';
import type { StoredSession } from '@/lib/session/stored-session';

/** Why the last session ended: 'user' for an explicit logout (sign-in then starts at the dashboard). */
export type SessionEnd = 'user' | 'reset' | null;

interface SessionState {
  session: StoredSession | null;
  endedBy: SessionEnd;
  signIn: (session: StoredSession) => void;
  updateUser: (changes: Partial<UserInfo>) => void;
  setSelectedBifurcation: (selected: SelectedBifurcation) => void;
  /** State only; storage is cleared by resetSession. */
  clear: (endedBy?: Exclude<SessionEnd, null>) => void;
}

const persist = (session: StoredSession): StoredSession => {
  writeStoredSession(session);
  return session;
};

export const useSessionStore = create<SessionState>()((set, get) => ({
  session: typeof localStorage === 'undefined' ? null : initialSession(),
  endedBy: null,
  signIn: (session) => set({ session: persist(session), endedBy: null }),
  updateUser: (changes) => {
    const current = get().session;
    if (current) set({ session: persist({ ...current, user_info: { ...current.user_info, ...changes } }) });
  },
  setSelectedBifurcation: (selected) => {
    const current = get().session;
    if (current) set({ session: persist({ ...current, bifurcation_data: { ...current.bifurcation_data, selected } }) });
  },
  clear: (endedBy = 'reset') => set({ session: null, endedBy }),
}));

export const getSession = (): StoredSession | null => useSessionStore.getState().session;
export const getToken = (): string | null => getSession()?.token ?? null;
export const useSession = (): StoredSession | null => useSessionStore((state) => state.session);
export const useIsSignedIn = (): boolean => useSessionStore((state) => state.session !== null);
