import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TryItData } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { TryItDrawer } from './try-it-drawer';
import { settle, domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));

const TRY_IT = '/admin/v1/botBuilder/tryIt';
const base = { threshold: 0.5, ranking: [], modelId: 'm2', modelVersion: 2, handover: null, ticketOffered: false } satisfies Partial<TryItData>;
const asked: TryItData = {
  ...base, intent: 'order_status', confidence: 0.91, entities: [], ranking: [{ intent: 'order_status', score: 0.91 }, { intent: 'refund', score: 0.05 }], reply: 'What is your <b>order number</b>?',
  messages: [{ type: 'text_with_buttons', content: { text: 'What is your <b>order number</b>?', format: 'html', quickReplies: [{ label: 'I do not know', value: 'dunno' }] } }],
  conversation: { workflow: 'Order status', waitingForAnswer: true, variables: {} },
};
const answered: TryItData = {
  ...base, intent: 'None', confidence: 0.2, ranking: [{ intent: 'refund', score: 0.2 }, { intent: 'order_status', score: 0.12 }], reply: 'Order ORD-1234 is late.',
  entities: [{ entity: 'order_number', value: 'ORD-1234', text: 'ORD-1234', start: 0, end: 8 }],
  messages: [
    { type: 'text', content: { text: 'Order ORD-1234 is late.' } },
    { type: 'carousel', content: { cards: [{ title: 'Express delivery', buttons: [{ label: 'Upgrade', value: 'up' }] }] } },
    { type: 'image_with_buttons', content: { mediaUrl: 'https://cdn.example/box.png' } },
  ],
  handover: { groupId: 'g1', groupName: 'Billing' }, ticketOffered: true,
  conversation: { workflow: null, waitingForAnswer: false, variables: { order: 'ORD-1234' } },
};

const dom = domRootPerTest();
const text = () => document.body.textContent ?? '';
const button = (name: string) => Array.from(document.body.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent?.trim() === name);

async function type(value: string) {
  const input = document.body.querySelector<HTMLInputElement>('input[aria-label="Message to try"]');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => button('Send')?.click());
  await settle();
}

beforeEach(() => requestData.mockReset());

describe('TryItDrawer', () => {
  it('holds a conversation: the question, the answer with replies and a handover with the ticket offer, then Restart', async () => {
    requestData.mockResolvedValue(null);
    await act(async () => {
      dom.root.render(<QueryClientProvider client={new QueryClient()}><TryItDrawer open onClose={() => undefined} /></QueryClientProvider>);
    });
    await settle();
    // Opening with nothing shown starts a new conversation on the server.
    expect(requestData).toHaveBeenCalledWith(TRY_IT, { method: 'DELETE', quiet: true });
    expect(text()).toContain('the draft bot answers here');

    requestData.mockResolvedValueOnce(asked);
    await type('where is my order');
    expect(requestData).toHaveBeenCalledWith(TRY_IT, { method: 'POST', body: { text: 'where is my order' } });
    const first = document.body.querySelector('[aria-label="Tried: where is my order"]');
    expect(first?.querySelector('[data-testid="try-it-intent"]')?.textContent).toContain('order_status');
    expect(first?.textContent).toContain('confidence 91%');
    expect(first?.querySelector('[data-testid="try-it-runner-up"]')?.textContent).toBe('Runner-up refund 5%, 86 points behind');
    // Rich text is rendered (bold), not shown as markup.
    expect(first?.querySelector('[data-testid="try-it-reply"] strong')?.textContent).toBe('order number');
    expect(first?.textContent).not.toContain('<b>');
    expect(first?.querySelector('[aria-label="Quick replies"]')?.textContent).toBe('I do not know');
    expect(first?.textContent).toContain('Waiting for an answer');
    expect(first?.textContent).toContain('Workflow: Order status');
    expect(text()).toContain('your next message answers its question');

    requestData.mockResolvedValueOnce(answered);
    await type('ORD-1234');
    const second = document.body.querySelector('[aria-label="Tried: ORD-1234"]');
    expect(second?.textContent).toContain('order_number: ORD-1234');
    expect(second?.querySelector('[data-testid="try-it-runner-up"]')?.textContent).toBe('Runner-up order_status 12%, 8 points behindclose: the two intents compete for this message');
    expect(second?.querySelectorAll('[data-testid="try-it-reply"]')).toHaveLength(3);
    expect(second?.textContent).toContain('Express delivery');
    expect(second?.querySelector('a[href="https://cdn.example/box.png"]')).not.toBeNull();
    expect(second?.querySelector('[data-testid="try-it-handover"]')?.textContent).toContain('Handed over to Billing');
    expect(second?.textContent).toContain('offered a ticket');
    expect(second?.textContent).toContain('order = ORD-1234');
    // Turns read top to bottom, as a chat does.
    const order = Array.from(document.body.querySelectorAll('[role="listitem"]')).map((item) => item.getAttribute('aria-label'));
    expect(order).toEqual(['Tried: where is my order', 'Tried: ORD-1234']);

    requestData.mockClear();
    requestData.mockResolvedValue(null);
    await act(async () => button('Restart')?.click());
    await settle();
    expect(requestData.mock.calls.filter(([, options]) => (options as { method: string }).method === 'DELETE').length).toBeGreaterThanOrEqual(1);
    expect(document.body.querySelector('[role="listitem"]')).toBeNull();
    expect(text()).toContain('the draft bot answers here');
  });

  it('shows why a message could not be tried', async () => {
    requestData.mockImplementation(async (_path: string, options?: { method: string }) => {
      if (options?.method === 'POST') throw new Error('Train the bot before trying it.');
      return null;
    });
    await act(async () => {
      dom.root.render(<QueryClientProvider client={new QueryClient()}><TryItDrawer open onClose={() => undefined} /></QueryClientProvider>);
    });
    await settle();
    await type('hello');
    expect(text()).toContain('Train the bot before trying it.');
  });
});
