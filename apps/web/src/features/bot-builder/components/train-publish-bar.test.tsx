import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import type { RoleName } from '@switchboard/contracts/roles';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { TryItData } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { ModelSummary, TrainingStatus } from '@switchboard/contracts/models/models.schemas';
import { toast } from '@/lib/feedback/feedback';
import { TrainPublishBar } from './train-publish-bar';
import { settle, domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
const request = vi.hoisted(() => vi.fn());
const session = vi.hoisted(() => ({ role: 'Trainer' as RoleName }));
const listeners = vi.hoisted(() => new Map<string, (payload: unknown) => void>());
vi.mock('@/lib/http/api', () => ({ http: { requestData, request } }));
vi.mock('@/lib/session/session-store', () => ({ useSession: () => ({ user_info: { role: session.role } }) }));
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
    dom.root.render(<MemoryRouter><QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><TrainPublishBar /></QueryClientProvider></MemoryRouter>);
  });
  await settle();
}
const button = (name: string) => Array.from(document.body.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent === name);
const text = () => document.body.textContent ?? '';

const dom = domRootPerTest();

beforeEach(() => {
  requestData.mockReset();
  request.mockReset();
  session.role = 'Trainer';
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

  const refusal = {
    ok: false, status: 412, message: '2 test cases failed against the draft in run #4; fix the bot or the cases, then publish again',
    body: { message: 'refused', testRun: { _id: 'run-4', number: 4, failed: 2, failedCases: [{ testCaseId: 'c1', name: 'Greeting' }] } },
  };
  const publishNow = async () => {
    await act(async () => button('Publish')?.click());
    await settle();
    await act(async () => Array.from(document.body.querySelectorAll<HTMLButtonElement>('.ant-popconfirm button')).find((b) => b.textContent === 'Publish')?.click());
    await settle();
  };

  it('shows the publish gate refusal with the failing cases and the run, and no override for a trainer', async () => {
    await render({ bot_training: false, latest: model({}), published: live });
    request.mockResolvedValueOnce(refusal);
    await publishNow();
    expect(request).toHaveBeenCalledWith('/admin/v1/botBuilder/publishApp', { method: 'POST', quiet: true, timeoutMs: 130_000 });
    const dialog = document.body.querySelector('.ant-modal');
    expect(dialog?.textContent).toContain('Publish refused by the publish gate');
    expect(dialog?.textContent).toContain(refusal.message);
    expect(dialog?.textContent).toContain('Greeting');
    expect(dialog?.textContent).toContain('and 1 more');
    expect(dialog?.querySelector('a')?.getAttribute('href')).toBe('/automatedtesting/testruns/testresults?runId=run-4');
    expect(button('Publish anyway')).toBeUndefined();
    expect(dialog?.textContent).toContain('Only an admin can publish past the publish gate.');
  });

  it('lets an admin publish past the gate after confirming', async () => {
    session.role = 'Admin';
    await render({ bot_training: false, latest: model({}), published: live });
    request.mockResolvedValueOnce(refusal);
    await publishNow();
    request.mockResolvedValueOnce({ ok: true, status: 200, data: { bot_training: false, latest: model({ published: true }), published: model({ published: true }) } });
    await act(async () => button('Publish anyway')?.click());
    await settle();
    const confirm = Array.from(document.body.querySelectorAll<HTMLButtonElement>('.ant-popconfirm button')).filter((b) => b.textContent === 'Publish anyway').at(-1);
    await act(async () => confirm?.click());
    await settle();
    expect(request).toHaveBeenLastCalledWith('/admin/v1/botBuilder/publishApp', { method: 'POST', body: { overrideGate: true }, quiet: true, timeoutMs: 130_000 });
    expect(toast.success).toHaveBeenCalledWith(T.published);
  });
});
