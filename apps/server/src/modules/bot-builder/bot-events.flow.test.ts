/**
 * Event nodes on the customer channel (issue 24): a customer passing a workflow's event nodes records each event
 * (conversation_events, with the event's name, type and tags and the chat's channel and start) in the statement
 * that stores the bot's replies; a turn without a reply records its events too; the workflow goes on after them;
 * the event report counts them at once.
 */
import { asc, eq } from 'drizzle-orm';
import { beforeEach, afterEach, expect, it } from 'vitest';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { eventReportDataSchema } from '@switchboard/contracts/analytics/event-report.schemas';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { WorkflowNode } from '@switchboard/contracts/bot-builder/workflow.schemas';
import { botEvents } from '@/db/schema/bot-integrations';
import { chatSessions } from '@/db/schema/chat-sessions';
import { conversationEvents } from '@/db/schema/conversation-events';
import { DEMO_FLOW_TEXTS } from '@/seed/bot-workflows-seed';
import { describeBackends } from '@/testing/backends';
import { LiveChatHarness } from '@/testing/live-chat-harness';
import { callerFor, dataOf } from './bot-builder.test-kit';

const at = { x: 0, y: 0 };
const node = (id: string, type: WorkflowNode['type'], data: Record<string, unknown> = {}) => ({ id, type, position: at, data }) as WorkflowNode;
const edge = (source: string, target: string) => ({ id: `${source}-${target}`, source, target, sourceHandle: null });

describeBackends('bot runtime: event nodes record bot events', (context) => {
  let harness: LiveChatHarness;
  beforeEach(async () => {
    harness = await new LiveChatHarness(context.app).listen();
  });
  afterEach(() => harness.closeAll());

  it('records the events a customer passes, in order, with the replies; a turn without a reply records its own', async () => {
    const db = context.database.db;
    const events = new Map((await db.select().from(botEvents)).map((event) => [event.name, event]));
    const tracked = events.get('order_tracked')!;
    const viewed = events.get('product_viewed')!;
    const bot = context.app.services.botBuilder.bot;
    const live = bot.current!;
    const greetingMessage = live.bundle.workflows!.flatMap((flow) => flow.elements.nodes).find((n) => n.type === 'botMessage')!;
    // The greeting intent now runs: start → product_viewed → its message → order_tracked → end; "thanks": an event, no reply.
    const greeting = {
      wid: 'events-greeting', name: 'events', description: '', triggerIntents: ['greeting', 'thanks'], synced: true, updatedAt: live.bundle.workflows![0]!.updatedAt,
      elements: {
        nodes: [node('start', 'start'), node('viewed', 'event', { eventId: viewed.eventId }), greetingMessage,
          node('tracked', 'event', { eventId: tracked.eventId }), node('end', 'end')],
        edges: [edge('start', 'viewed'), edge('viewed', greetingMessage.id), edge(greetingMessage.id, 'tracked'), edge('tracked', 'end')],
      },
    };
    const silent = { ...greeting, wid: 'events-silent', triggerIntents: ['thanks'], elements: {
      nodes: [node('start', 'start'), node('tracked', 'event', { eventId: tracked.eventId }), node('end', 'end')],
      edges: [edge('start', 'tracked'), edge('tracked', 'end')],
    } };
    bot.use({ ...live, bundle: { ...live.bundle, workflows: [{ ...greeting, triggerIntents: ['greeting'] }, silent, ...live.bundle.workflows!] } });
    try {
      const customer = await harness.customer();
      await customer.emit('customerMessage', { text: 'good morning!', clientMessageId: 'ev-1' });
      const reply = await customer.waitFor<{ messages: Message[] }>('botMessages', (p) => p.messages.length > 0);
      expect(reply.messages).toHaveLength(1);
      const [session] = await db.select().from(chatSessions).where(eq(chatSessions.sessionId, customer.sessionId));
      const recorded = () => db.select().from(conversationEvents).where(eq(conversationEvents.sessionId, customer.sessionId)).orderBy(asc(conversationEvents.id));
      const rows = await recorded();
      expect(rows.map((row) => [row.name, row.eventType, row.eventTags, row.channel, row.brandId])).toEqual([
        ['product_viewed', 'conversion', ['catalogue', 'sales'], 'website', viewed.brandId],
        ['order_tracked', 'engagement', ['orders'], 'website', tracked.brandId],
      ]);
      expect(rows.every((row) => row.startedAt.getTime() === session!.createdAt.getTime())).toBe(true);

      await customer.emit('customerMessage', { text: 'thank you so much', clientMessageId: 'ev-2' });
      await expect.poll(async () => (await recorded()).map((row) => row.name)).toEqual(['product_viewed', 'order_tracked', 'order_tracked']);
      // The event report counts them at once (it reads the rows, no job in between).
      const today = session!.createdAt.toISOString().slice(0, 10);
      const manager = await callerFor(context.app, 'manager@demo.brand');
      const report = eventReportDataSchema.parse(dataOf(await manager.post(ANALYTICS_PATHS.eventMetrics, { startDate: today, endDate: today })));
      expect(report.totals).toEqual({ conversations: 1, occurrences: 3 });
      expect(report.events.map((event) => [event.name, event.conversations, event.occurrences])).toEqual([['order_tracked', 1, 2], ['product_viewed', 1, 1]]);
      // The workflow went on past its nodes: the order flow still answers as before.
      await customer.emit('customerMessage', { text: 'where is my order', clientMessageId: 'ev-3' });
      const asked = await customer.waitFor<{ messages: Message[] }>('botMessages', (p) => p.messages[0]?.content.text === DEMO_FLOW_TEXTS.askOrder);
      expect(asked.messages).toHaveLength(1);
    } finally {
      bot.use(live);
    }
  });
});
