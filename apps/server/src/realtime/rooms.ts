/** Room names. Every staff socket joins its member's room and its session's room. */
export const rooms = {
  /** All sockets of one member (every tab, every namespace). */
  admin: (userId: string) => `admin:${userId}`,
  /** The sockets opened with one session's token. */
  session: (sessionId: string) => `session:${sessionId}`,
} as const;
