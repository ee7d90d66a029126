/** The steps the cluster tests share: clients placed on an instance, and a chat handed over and accepted. */
import { afterEach, expect } from 'vitest';
import { ConsoleStaff, WidgetCustomer } from './clients';
import type { Cluster } from './cluster';

/** Clients opened by a test, closed after it (so a later test's forced reconnects and presence start clean). */
export function useClients(cluster: () => Cluster) {
  const open: Array<{ close(): void }> = [];
  afterEach(() => open.splice(0).forEach((client) => client.close()));
  return {
    /** A console signed in as `email`, connected and joined through the balancer while only `instance` takes connections. */
    staff: (instance: string, email: string) => cluster().on(instance, async () => {
      const staff = new ConsoleStaff(cluster().url, await cluster().signIn(email));
      open.push(staff);
      return staff.ready();
    }),
    /** A widget whose chat has started, on `instance`. */
    customer: (instance: string) => cluster().on(instance, async () => {
      const widget = WidgetCustomer.open(cluster().url);
      open.push(widget);
      await widget.start();
      return widget;
    }),
    /** `count` of them, on `instance`. */
    customers: (instance: string, count: number) => cluster().on(instance, () => Promise.all(Array.from({ length: count }, async () => {
      const widget = WidgetCustomer.open(cluster().url);
      open.push(widget);
      await widget.start();
      return widget;
    }))),
  };
}

/** The customer asks for a person; the chat is offered to `agent`, who accepts it. Resolves with the session id. */
export async function acceptedChat(agent: ConsoleStaff, customer: WidgetCustomer, clientMessageId = 'handover'): Promise<string> {
  const sessionId = customer.sessionId ?? '';
  await customer.send('Talk to an agent', clientMessageId, 'handover');
  await agent.waitFor('notification', (p: { kind: string; sessionId: string }) => p.kind === 'offered' && p.sessionId === sessionId, 15_000);
  expect((await agent.emit('acceptChat', { sessionId })).data).toMatchObject({ chatState: 'AgentHandling' });
  await customer.waitFor('chatState', (p: { chatState: string }) => p.chatState === 'AgentHandling');
  return sessionId;
}

/** The agent resolves the chat (so the next test's offer finds them with room). */
export async function resolved(agent: ConsoleStaff, sessionId: string): Promise<void> {
  expect((await agent.emit('resolveChat', { sessionId })).data).toEqual({ sessionId });
}
