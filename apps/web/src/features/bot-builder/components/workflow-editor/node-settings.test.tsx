import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { NodeData } from '@/features/bot-builder/model/flow-elements';
import type { NodeTypeAndData } from '@/features/bot-builder/model/node-labels';
import { settle, domRootPerTest } from '@/test-support/dom-root';
import { NodeSettings } from './node-settings';

const requestData = vi.hoisted(() => vi.fn(() => Promise.resolve(null)));
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));

const dom = domRootPerTest();
type Question = Extract<NodeTypeAndData, { type: 'question' }>;

async function renderQuestion(data: Question['data']) {
  const onChange = vi.fn<(data: NodeData) => void>();
  await act(async () => {
    dom.root.render(
      <QueryClientProvider client={new QueryClient()}>
        <NodeSettings node={{ id: 'ask', type: 'question', data }} wid="w1" onChange={onChange} />
      </QueryClientProvider>,
    );
  });
  await settle();
  const label = Array.from(document.body.querySelectorAll('label')).find((l) => l.textContent === 'Can be interrupted');
  const toggle = document.getElementById(label?.htmlFor ?? '');
  return { onChange, toggle };
}

describe('NodeSettings: the question node', () => {
  it('"Can be interrupted" is on for a question saved without the setting, and turning it off keeps the other settings', async () => {
    const data = { messageId: 'm1', variable: 'order', entity: 'order_number', retries: 2 };
    const { onChange, toggle } = await renderQuestion(data);
    expect(toggle?.getAttribute('role')).toBe('switch');
    expect(toggle?.getAttribute('aria-checked')).toBe('true');
    await act(async () => toggle?.click());
    expect(onChange).toHaveBeenCalledWith({ ...data, interruptible: false });
  });

  it('shows a question set not to be interrupted as off, and turns it on again', async () => {
    const { onChange, toggle } = await renderQuestion({ messageId: 'm1', variable: 'order', retries: 1, interruptible: false });
    expect(toggle?.getAttribute('aria-checked')).toBe('false');
    await act(async () => toggle?.click());
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ interruptible: true }));
  });
});

describe('NodeSettings: the event node', () => {
  it('picks one of the brand’s events from the preemptive data and shows the chosen one by name', async () => {
    requestData.mockImplementation(() => Promise.resolve({
      actions: [], variables: [], messages: [], eventTags: ['sales'], eventTypes: ['conversion'], agentStates: [], workflows: [],
      events: [{ eventId: 'ev-1', name: 'order_placed', eventType: 'conversion' }],
    } as never));
    const onChange = vi.fn<(data: NodeData) => void>();
    await act(async () => {
      dom.root.render(
        <QueryClientProvider client={new QueryClient()}>
          <NodeSettings node={{ id: 'placed', type: 'event', data: { eventId: 'ev-1' } }} wid="w1" onChange={onChange} />
        </QueryClientProvider>,
      );
    });
    await settle();
    expect(document.body.textContent).toContain('Event');
    expect(document.body.textContent).toContain('order_placed (conversion)');
  });
});
