/**
 * Early seqs with several instances (issue 28): two stores on one database, each announcing its commits to the other
 * (as the cluster bus does through Redis). Staff hear of a message before its commit while one instance writes the
 * chat; a commit by the other makes the first wait for a commit of its own; a lost announcement ends in a reload.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { chatMessages, type ChatMessageRow } from '@/db/schema/chat-messages';
import { describeEveryBackend } from '@/testing/backends';
import { insertCustomer } from '@/modules/customers/customer.repository';
import { insertSession } from './chat-session.repository';
import { MessageStore, type AppendInput, type CommitPeers } from './message-store';

describeEveryBackend('live chat: message store with peers', (context) => {
  async function setUp() {
    const db = context.database.db;
    await insertCustomer(db, { psid: 'p0', channel: 'website', name: 'C0' });
    const { sessionId } = await insertSession(db, { psid: 'p0', channel: 'website' });
    const desynced: string[] = [];
    const link = { up: true };
    // Each store's announcements reach the other one while the link is up (Redis), never itself.
    const stores: MessageStore[] = [];
    const peersOf = (index: number): CommitPeers => ({
      announce: (commits) => link.up && stores[1 - index]!.peerCommitted(commits),
      ended: (id) => link.up && stores[1 - index]!.peerEnded(id),
    });
    stores.push(new MessageStore(db, { peers: peersOf(0), onDesync: (id) => desynced.push(id) }));
    stores.push(new MessageStore(db, { peers: peersOf(1), onDesync: (id) => desynced.push(id) }));
    const [customerSide, agentSide] = stores as [MessageStore, MessageStore];
    const told: ChatMessageRow[] = [];
    const customer = (text: string) => customerSide.append(
      { sessionId, psid: 'p0', sender: 'customer', type: 'text', content: { text }, clientMessageId: text },
      { onSequenced: (row) => told.push(row) },
    );
    const agent = (text: string) => agentSide.append({ sessionId, psid: 'p0', sender: 'admin', type: 'text', content: { text } } satisfies AppendInput);
    /** Whether the customer's message was told before its commit (synchronously, at append), and what was stored. */
    const customerEarly = async (text: string) => {
      const before = told.length;
      const pending = customer(text);
      const early = told.length > before;
      return { early, ...(await pending) };
    };
    const storedSeqs = async () => (await db.select({ seq: chatMessages.seq }).from(chatMessages).where(eq(chatMessages.sessionId, sessionId))).map((row) => row.seq).sort((a, b) => a - b);
    return { sessionId, agentSide, told, desynced, link, customerEarly, agent, storedSeqs };
  }

  it('tells early while one instance writes the chat; after another instance commits to it, waits for a commit of its own', async () => {
    const { told, desynced, customerEarly, agent, storedSeqs } = await setUp();
    expect((await customerEarly('one')).early).toBe(false);
    expect((await customerEarly('two')).early).toBe(true);

    expect((await agent('from the other instance')).message.seq).toBe(3);
    // The announcement of seq 3 arrived: seq 4 is not guessed before the commit…
    const four = await customerEarly('four');
    expect([four.message.seq, four.early]).toEqual([4, false]);
    // …and the commit that saw 4 brings early mode back.
    const five = await customerEarly('five');
    expect([five.message.seq, five.early]).toEqual([5, true]);
    // Every customer message told once, in order, as stored.
    expect(told.map((row) => row.seq)).toEqual([1, 2, 4, 5]);
    expect(desynced).toEqual([]);
    expect(await storedSeqs()).toEqual([1, 2, 3, 4, 5]);
  });

  it("a lost announcement: the early seq collides with the other instance's commit, the commit stores the true one and staff reload", async () => {
    const { sessionId, told, desynced, link, customerEarly, agent, storedSeqs } = await setUp();
    await customerEarly('one');
    link.up = false;
    await agent('unannounced');
    const two = await customerEarly('two');
    // Told as 2 (a guess), stored as 3 and told again as stored; staff reload the chat.
    expect(two.early).toBe(true);
    expect(told.map((row) => row.seq)).toEqual([1, 2, 3]);
    expect(two.message.seq).toBe(3);
    expect(desynced).toEqual([sessionId]);
    expect(await storedSeqs()).toEqual([1, 2, 3]);
  });

  it('a chat ended on the other instance is forgotten here too', async () => {
    const { sessionId, agentSide, customerEarly } = await setUp();
    await customerEarly('one');
    expect((await customerEarly('two')).early).toBe(true);
    agentSide.forgetSession(sessionId);
    expect((await customerEarly('three')).early).toBe(false);
  });

  it('several messages queued when the session enters early mode are told in seq order', async () => {
    const { told, customerEarly } = await setUp();
    const all = await Promise.all(['one', 'two', 'three', 'four'].map((text) => customerEarly(text)));
    expect(all.map((result) => result.message.seq)).toEqual([1, 2, 3, 4]);
    expect(told.map((row) => row.seq)).toEqual([1, 2, 3, 4]);
  });
});
