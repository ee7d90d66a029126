/** join: the socket is subscribed to the scope's rooms before the list is read, so no change falls between the two. */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { chatSessions } from '@/db/schema/chat-sessions';
import { scopedRoom } from '@/lib/bifurcation-scope';
import { rooms } from '@/realtime/rooms';
import { describeEveryBackend } from '@/testing/backends';
import { handedOver, LiveChatHarness } from '@/testing/live-chat-harness';
import { ChatDirectoryService } from './chat-directory.service';
import type { ChatProfileService } from './chat-profile.service';

describeEveryBackend('live chat: the join snapshot and its rooms', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('holds a change made once the shared rooms are joined (an event sent then would reach the member too)', async () => {
    const alice = await harness.staff('agent@demo.brand');
    const supervisor = await harness.staff('supervisor@demo.brand', { join: false });
    const customer = await harness.customer();
    await handedOver(customer, alice);
    const { db } = context.database;
    // join reads no profile (the service's other calls do).
    const directory = new ChatDirectoryService(db, {} as ChatProfileService);
    const subscribed: string[][] = [];

    const snapshot = await directory.join({ userId: supervisor.userId, name: 'Sam Supervisor', seesAll: true }, async (joined) => {
      subscribed.push(joined);
      // The agent accepts between the subscription and the read: before the fix the list was read first and this
      // change, and the event telling of it, fell between the two.
      if (subscribed.length === 1) await db.update(chatSessions).set({ chatState: 'AgentHandling' }).where(eq(chatSessions.sessionId, customer.sessionId));
    });

    expect(subscribed[0]).toEqual(expect.arrayContaining([rooms.chatStaff, rooms.supervisors].map((room) => scopedRoom(room, ''))));
    expect(snapshot.find((chat) => chat.sessionId === customer.sessionId)?.chatState).toBe('AgentHandling');
  });
});
