/**
 * What survives a reload, in localStorage under one key per server: the psid, the current session
 * and the last seq received (sent back in the handshake so the server sends only what was missed),
 * the newest messages (so the conversation is still there after a reload) and the unacknowledged
 * outbox (resent with the same clientMessageId). Storage may be unavailable (private mode, blocked
 * cookies): the widget then works for the page's lifetime only.
 */
export interface SavedState {
  psid?: string;
  sessionId?: string;
  lastSeq?: number;
  messages?: unknown[];
  marks?: Record<string, unknown>;
  outbox?: unknown[];
}

export interface StateStore {
  load(): SavedState;
  save(state: SavedState): void;
}

export const storageKey = (server: string) => `switchboard-widget:v1:${server || location.origin}`;

export function localStore(key: string, storage: Storage | null = safeLocalStorage()): StateStore {
  return {
    load() {
      try {
        const raw = storage?.getItem(key);
        const parsed: unknown = raw ? JSON.parse(raw) : {};
        return typeof parsed === 'object' && parsed !== null ? (parsed as SavedState) : {};
      } catch {
        return {};
      }
    },
    save(state) {
      try {
        storage?.setItem(key, JSON.stringify(state));
      } catch {
        // Full or blocked storage: keep working in memory.
      }
    },
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const OPEN_KEY = 'switchboard-widget:open';

/** Whether the panel was open on the previous page of this tab (sessionStorage: a new tab starts closed). */
export function sessionFlag(): { get(): boolean; set(open: boolean): void } {
  const storage = (() => {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  })();
  return {
    get: () => storage?.getItem(OPEN_KEY) === '1',
    set: (open) => {
      try {
        if (open) storage?.setItem(OPEN_KEY, '1');
        else storage?.removeItem(OPEN_KEY);
      } catch {
        // Blocked storage: the panel just starts closed on the next page.
      }
    },
  };
}
