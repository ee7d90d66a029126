import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TryItData } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { ModelSummary, TrainingStatus } from '@switchboard/contracts/models/models.schemas';
import { TrainPublishBar } from './train-publish-bar';
import { settle, domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
const listeners = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));
vi.mock('@/hooks/use-action-allowed', () => ({ useActionAllowed: () => true }));
vi.mock('@/lib/feedback/feedback', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/socket/namespace-socket', () => ({
  getNamespaceSocket: async () => ({ on: (event: string, fn: (p: unknown) => void) => listeners.set(event, fn), off: (event: string) => listeners.delete(event) }),
}));

const model = (overrides: Partial<ModelSummary>): ModelSummary => ({
  id: 'm2', version: 2, status: 'trained', progress: 1, dataSize: { utterances: 70, intents: 6 }, evaluation: null,
  startedAt: '2026-01-01T00:00:00Z', finishedAt: null, trainedBy: 'Tara Trainer', published: false, error: null, ...overrides,
});
const live = model({ id: 'm1', version: 1, published: true });

async function render(status: TrainingStatus) {
  requestData.mockImplementation(async (path: string) => (path.endsWith('/trainingStatus') ? status : model({ status: 'training', progress: 0 })));
  await act(async () => {
    dom.root.render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><TrainPublishBar /></QueryClientProvider>);
  });
  await settle();
}
const button = (name: string) => Array.from(document.body.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent === name);
const text = () => document.body.textContent ?? '';

const dom = domRootPerTest();

beforeEach(() => {
  requestData.mockReset();
  listeners.clear();
});

describe('TrainPublishBar', () => {
  it('shows a running training from the persisted status (a reload) and moves its progress with botTraining events', async () => {
    await render({ bot_training: true, latest: model({ status: 'training', progress: 0.4 }), published: live });
    expect(text()).toContain('bot training in progress.');
    expect(document.body.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('40');
    expect(button('Train')?.disabled).toBe(true);
    expect(button('Publish')?.disabled).toBe(true);
    await vi.waitFor(() => expect(listeners.has('botTraining')).toBe(true));
    await act(async () => listeners.get('botTraining')?.({ bot_training: true, modelId: 'm2', version: 2, status: 'training', progress: 0.75 }));
    await settle(); // react-query notifies observers on a later tick
    expect(document.body.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('75');
  });

  it('offers Publish for a trained draft and starts a training with trainApp', async () => {
    await render({ bot_training: false, latest: model({}), published: live });
    expect(text()).toContain('version 1');
    expect(text()).toContain('version 2 trained');
    expect(button('Publish')?.disabled).toBe(false);
    await act(async () => button('Train')?.click());
    await settle();
    expect(requestData).toHaveBeenCalledWith('/admin/v1/botBuilder/trainApp', { method: 'POST' });
    expect(text()).toContain('bot training in progress.');
  });

  it('runs the try-it panel on the draft and shows intent, confidence and entities', async () => {
    await render({ bot_training: false, latest: model({}), published: live });
    const tried: TryItData = {
      intent: 'order_status', confidence: 0.93, threshold: 0.5, ranking: [], reply: 'Track it here.', modelId: 'm2', modelVersion: 2,
      entities: [{ entity: 'order_number', value: 'ORD-1234', text: 'ORD-1234', start: 9, end: 17 }],
      messages: [{ type: 'text', content: { text: 'Track it here.' } }], handover: null, ticketOffered: false,
      conversation: { workflow: null, waitingForAnswer: false, variables: {} },
    };
    await act(async () => button('Try it')?.click());
    await settle();
    const input = document.body.querySelector<HTMLInputElement>('input[aria-label="Message to try"]');
    expect(input).not.toBeNull();
    requestData.mockResolvedValueOnce(tried);
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, 'where is ORD-1234');
      input?.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => button('Send')?.click());
    await settle();
    expect(requestData).toHaveBeenCalledWith('/admin/v1/botBuilder/tryIt', { method: 'POST', body: { text: 'where is ORD-1234' } });
    expect(document.body.querySelector('[data-testid="try-it-intent"]')?.textContent).toContain('order_status');
    expect(text()).toContain('confidence 93%');
    expect(text()).toContain('order_number: ORD-1234');
  });
});
