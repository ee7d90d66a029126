/**
 * Who has a chat open right now (viewingStatus), per socket, in this process's memory. A socket
 * views one chat at a time; disconnecting stops viewing. Typing flags expire after TYPING_TTL_MS.
 */
export const TYPING_TTL_MS = 6_000;

interface Viewer { adminId: string; name: string; sessionId: string; typingUntil: number }

export class Viewers {
  private readonly bySocket = new Map<string, Viewer>();

  /** Sets what the socket views; returns the sessions whose viewer list changed. */
  view(socketId: string, who: { adminId: string; name: string }, sessionId: string | null): string[] {
    const before = this.bySocket.get(socketId)?.sessionId;
    if (sessionId) this.bySocket.set(socketId, { ...who, sessionId, typingUntil: 0 });
    else this.bySocket.delete(socketId);
    return [...new Set([before, sessionId].filter((id): id is string => Boolean(id)))];
  }

  typing(socketId: string, sessionId: string, typing: boolean): boolean {
    const viewer = this.bySocket.get(socketId);
    if (viewer?.sessionId !== sessionId) return false;
    viewer.typingUntil = typing ? Date.now() + TYPING_TTL_MS : 0;
    return true;
  }

  leave(socketId: string): string[] {
    return this.view(socketId, { adminId: '', name: '' }, null);
  }

  of(sessionId: string) {
    const now = Date.now();
    const byAdmin = new Map<string, { adminId: string; name: string; typing: boolean }>();
    for (const viewer of this.bySocket.values()) {
      if (viewer.sessionId !== sessionId) continue;
      const typing = viewer.typingUntil > now || (byAdmin.get(viewer.adminId)?.typing ?? false);
      byAdmin.set(viewer.adminId, { adminId: viewer.adminId, name: viewer.name, typing });
    }
    return { sessionId, viewers: [...byAdmin.values()] };
  }
}
