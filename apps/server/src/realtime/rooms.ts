/** Room names. Every staff socket joins its member's room and its session's room. */
export const rooms = {
  /** All sockets of one member (every tab, every namespace); a member's own chats and offers go here. */
  admin: (userId: string) => `admin:${userId}`,
  /** The sockets opened with one session's token. */
  session: (sessionId: string) => `session:${sessionId}`,
  /** Staff of a group: its in-queue and bot-handling chats. */
  group: (groupId: string) => `group:${groupId}`,
  /** Staff who see every chat (supervise allowed): supervisors, admins, managers. */
  supervisors: 'supervisors',
  /** Every staff socket that joined the chat channel (chat counts). */
  chatStaff: 'chat-staff',
  /** Staff with one chat open (agent, supervisors watching, accepted invitees). */
  chat: (sessionId: string) => `chat:${sessionId}`,
  /** A customer's sockets on /webchat. */
  customer: (psid: string) => `customer:${psid}`,
} as const;
