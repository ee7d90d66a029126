import { ConfigProvider, theme } from 'antd';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { MessageBubble } from '@/features/live-chat/components/message-bubble';
import { aMessage } from '@/features/live-chat/model/test-fixtures';
import type { ThemeMode } from '@/lib/theme/theme-store';
import { domRootPerTest } from '@/test-support/dom-root';

const dom = domRootPerTest();

const LINES: Message[] = [
  aMessage({ seq: 1, sender: 'customer', content: { text: 'Where is my order?' } }),
  aMessage({ seq: 2, sender: 'chatbot', type: 'text', content: { text: 'Let me check that.' } }),
  aMessage({ seq: 3, sender: 'admin', adminName: 'Ana Agent', content: { text: 'I have it here.' } }),
  aMessage({ seq: 4, sender: 'admin', type: 'whisper', adminName: 'Sam Lead', content: { text: 'Offer a voucher' } }),
  aMessage({ seq: 5, sender: 'system', type: 'systemText', content: { text: 'Ana Agent joined the chat' } }),
];

function render(mode: ThemeMode) {
  act(() => dom.root.render(
    <ConfigProvider theme={{ algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm }}>
      {LINES.map((message) => <MessageBubble key={message.seq} message={message} />)}
    </ConfigProvider>,
  ));
  const line = (kind: string) => dom.container.querySelector<HTMLElement>(`[data-kind="${kind}"]`)!;
  const frame = (kind: string) => line(kind).firstElementChild as HTMLElement;
  return { line, frame };
}

describe('message bubbles in the agent chat view', { timeout: 20_000 }, () => {
  it('label every kind in words (not colour alone), with the agent and whisperer named', () => {
    const { line } = render('light');
    expect(line('customer').getAttribute('aria-label')).toBe('Customer at 10:00 AM');
    expect(line('bot').getAttribute('aria-label')).toBe('Bot at 10:00 AM');
    expect(line('agent').getAttribute('aria-label')).toBe('Agent · Ana Agent at 10:00 AM');
    expect(line('whisper').getAttribute('aria-label')).toBe('Whisper · Sam Lead at 10:00 AM');
    expect(line('system').getAttribute('aria-label')).toBe('System at 10:00 AM');
    const label = (kind: string) => line(kind).querySelector('[data-bubble-label]')?.textContent?.trim();
    expect(label('customer')).toBe('Customer');
    expect(label('bot')).toBe('Bot');
    expect(label('agent')).toBe('Agent · Ana Agent');
    expect(label('whisper')).toBe('Whisper — only staff see this · Sam Lead');
    expect(label('system')).toBe('System');
    expect(line('system').getAttribute('role')).toBe('note');
  });

  it.each(['light', 'dark'] as const)('tells bot, agent, whisper and customer apart by side, background and border (%s theme)', (mode) => {
    const { line, frame } = render(mode);
    expect(line('customer').dataset.side).toBe('start');
    ['bot', 'agent', 'whisper'].forEach((kind) => expect(line(kind).dataset.side).toBe('end'));
    expect(line('system').dataset.side).toBe('centre');
    const looks = ['customer', 'bot', 'agent', 'whisper'].map((kind) => `${frame(kind).style.background}|${frame(kind).style.border}`);
    expect(new Set(looks).size).toBe(4);
    expect(frame('whisper').style.border).toContain('dashed');
  });

  it('uses each theme\'s own colours', () => {
    const light = render('light').frame('bot').style.background;
    const dark = render('dark').frame('bot').style.background;
    expect(light).not.toBe(dark);
  });
});
