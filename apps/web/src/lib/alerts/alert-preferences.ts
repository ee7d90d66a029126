/**
 * The member's alert preferences: the offer sound and the single-key shortcuts, both on by default.
 * Kept in this browser's local storage under a key per member (like the theme, dashboardTheme):
 * whether a computer may beep is a property of the desk it stands on, and two members sharing a
 * browser each keep their own choice. Logout clears only the session keys, so the choice survives it.
 */
import { create } from 'zustand';
import { useSessionStore } from '@/lib/session/session-store';

export interface AlertPreferences {
  /** A chime when a chat is offered or a browser notification shows. */
  sound: boolean;
  /** Single-key shortcuts (A, R, J, K, ?); off for people whose speech or switch input types letters. */
  shortcuts: boolean;
}

const DEFAULTS: AlertPreferences = { sound: true, shortcuts: true };
const STORAGE_PREFIX = 'alertPreferences:';

const storageKey = (memberId: string) => `${STORAGE_PREFIX}${memberId}`;

function read(memberId: string | null): AlertPreferences {
  if (!memberId) return DEFAULTS;
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(memberId)) ?? '{}') as Partial<Record<keyof AlertPreferences, unknown>>;
    return {
      sound: typeof stored.sound === 'boolean' ? stored.sound : DEFAULTS.sound,
      shortcuts: typeof stored.shortcuts === 'boolean' ? stored.shortcuts : DEFAULTS.shortcuts,
    };
  } catch {
    return DEFAULTS;
  }
}

interface AlertPreferencesState {
  /** Bumped on every change so subscribers re-read. */
  version: number;
  set: (changes: Partial<AlertPreferences>) => void;
}

const memberId = (): string | null => useSessionStore.getState().session?.admin_id ?? null;

export const useAlertPreferencesStore = create<AlertPreferencesState>()((set) => ({
  version: 0,
  set: (changes) => {
    const id = memberId();
    if (!id) return;
    try {
      localStorage.setItem(storageKey(id), JSON.stringify({ ...read(id), ...changes }));
    } catch {
      // Storage full or blocked: the choice lasts until the page reloads.
    }
    set((state) => ({ version: state.version + 1 }));
  },
}));

/** The signed-in member's preferences now (for event handlers). */
export const alertPreferences = (): AlertPreferences => read(memberId());

/** The signed-in member's preferences, re-read when they or the member change. */
export function useAlertPreferences(): AlertPreferences {
  const id = useSessionStore((state) => state.session?.admin_id ?? null);
  const version = useAlertPreferencesStore((state) => state.version);
  // `version` only triggers the re-render; the value is read from storage.
  void version;
  return read(id);
}
