import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHOWN_TYPES, type Message } from '../events';
import { message } from '../testing/fake-socket';
import { formatSeconds } from './content';
import { renderRow, type RowContext } from './message-view';

const context = (overrides: Partial<RowContext> = {}): RowContext & { send: ReturnType<typeof vi.fn> } => {
  const send = vi.fn();
  return { brand: 'Demo Brand', now: () => Date.parse('2030-01-01T10:00:00.000Z'), send, ...overrides } as RowContext & { send: typeof send };
};
const row = (overrides: Partial<Message>, ctx = context()) => {
  const view = renderRow(message({ seq: 1, ...overrides }), ctx);
  if (!view) throw new Error('not rendered');
  view.update({ answered: false, first: true });
  document.body.replaceChildren(view.node);
  return view.node;
};

afterEach(() => document.body.replaceChildren());

describe('message rendering', () => {
  it('renders text as text, never as markup, and links URLs safely', () => {
    const node = row({ content: { text: '<img src=x onerror="alert(1)"> see https://shop.example/faq?a=1. <b>bold</b>' } });
    expect(node.querySelector('img, b')).toBeNull();
    expect(node.querySelector('.sb-text')?.textContent).toBe('<img src=x onerror="alert(1)"> see https://shop.example/faq?a=1. <b>bold</b>');
    const link = node.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://shop.example/faq?a=1');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('renders rich text (format html) through the allow-list: formats stay, scripts, handlers and javascript: links never reach the DOM', () => {
    const html = '<p><strong>Bold</strong> <em>it</em> <span style="color: red; position: fixed">red</span>'
      + '<script>window.hacked = 1</script><img src=x onerror="window.hacked = 2"><a href="javascript:window.hacked=3">bad</a>'
      + '<a href="https://shop.example" onclick="window.hacked=4">shop</a></p><ul><li>one</li></ul>';
    const node = row({ sender: 'admin', content: { text: html, format: 'html' } });
    const rich = node.querySelector('.sb-rich');
    expect(rich?.innerHTML).toBe('<p><strong>Bold</strong> <em>it</em> <span style="color: red">red</span>bad'
      + '<a href="https://shop.example" target="_blank" rel="noopener noreferrer nofollow">shop</a></p><ul><li>one</li></ul>');
    expect(node.querySelector('script, img, [onerror], [onclick], a[href^="javascript"]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    // The same text without the flag stays text.
    expect(row({ content: { text: '<strong>x</strong>' } }).querySelector('strong')).toBeNull();
  });

  it('renders every shown type, and nothing for a whisper', () => {
    for (const type of SHOWN_TYPES) expect(renderRow(message({ seq: 1, type, content: { text: 'hi' } }), context()), type).not.toBeNull();
    expect(renderRow(message({ seq: 1, type: 'whisper', content: { text: 'staff only' } }), context())).toBeNull();
  });

  it('names the speaker: the brand for the bot, the agent’s name, "You"', () => {
    expect(row({ sender: 'chatbot' }).querySelector('.sb-name')?.textContent).toBe('Demo Brand');
    expect(row({ sender: 'admin', adminName: 'Alex' }).querySelector('.sb-sr')?.textContent).toBe('Alex: ');
    const mine = row({ sender: 'customer' });
    expect(mine.querySelector('.sb-sr')?.textContent).toBe('You: ');
    expect(mine.classList.contains('sb-customer')).toBe(true);
  });

  it('shows systemText as a notice', () => {
    const node = row({ type: 'systemText', sender: 'system', content: { text: 'Alex joined the chat' } });
    expect(node.classList.contains('sb-notice')).toBe(true);
    expect(node.textContent).toContain('Alex joined the chat');
  });

  it('text_with_buttons: postback buttons send label and value; url buttons are safe links', () => {
    const ctx = context();
    const node = row({ type: 'text_with_buttons', content: { text: 'How can I help?', buttons: [
      { label: 'Track order', value: 'TRACK' }, { label: 'Sizes', value: 'x', url: 'https://shop.example/sizes' },
      { label: 'Evil', value: 'y', url: 'javascript:alert(1)' },
    ] } }, ctx);
    const buttons = [...node.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['Track order', 'Evil']);
    buttons[0]?.click();
    expect(ctx.send).toHaveBeenCalledWith('Track order', 'TRACK');
    expect([...node.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://shop.example/sizes']);
    expect(node.innerHTML).not.toContain('javascript:');
  });

  it.each(['quick_response', 'text_with_buttons'] as const)('%s: quick-reply chips that disappear once answered', (type) => {
    const ctx = context();
    const view = renderRow(message({ seq: 1, type, content: { text: 'Pick one', quickReplies: [{ label: 'Yes', value: 'Y' }] } }), ctx)!;
    view.update({ answered: false, first: true });
    const quick = view.node.querySelector<HTMLElement>('.sb-quick')!;
    expect(quick.hidden).toBe(false);
    quick.querySelector('button')?.click();
    expect(ctx.send).toHaveBeenCalledWith('Yes', 'Y');
    view.update({ answered: true, first: true });
    expect(quick.hidden).toBe(true);
  });

  it('image_with_buttons: an image with alt text, and buttons', () => {
    const node = row({ type: 'image_with_buttons', content: { text: 'Blue mug', mediaUrl: 'https://cdn.example/mug.jpg', buttons: [{ label: 'Buy', value: 'BUY' }] } });
    expect(node.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/mug.jpg');
    expect(node.querySelector('img')?.getAttribute('alt')).toBe('Blue mug');
    expect(node.querySelector('button')?.textContent).toBe('Buy');
  });

  it('video: a player for a file, a link for a video-sharing page', () => {
    expect(row({ type: 'video', content: { mediaUrl: 'https://cdn.example/how-to.mp4?v=2' } }).querySelector('video')?.getAttribute('src'))
      .toBe('https://cdn.example/how-to.mp4?v=2');
    const shared = row({ type: 'video', content: { mediaUrl: 'https://www.youtube.com/watch?v=abc' } });
    expect(shared.querySelector('video')).toBeNull();
    expect(shared.querySelector('a')?.textContent).toBe('Watch the video on youtube.com');
    expect(shared.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('timer: counts down from the message time', () => {
    vi.useFakeTimers();
    let now = Date.parse('2030-01-01T10:00:30.000Z');
    const node = row({ type: 'timer', content: { text: 'Offer ends in', seconds: 90 } }, context({ now: () => now }));
    expect(node.querySelector('[role="timer"]')?.textContent).toBe('01:00');
    now += 2_000;
    vi.advanceTimersByTime(1_000);
    expect(node.querySelector('[role="timer"]')?.textContent).toBe('00:58');
    vi.useRealTimers();
    expect(formatSeconds(3_725)).toBe('1:02:05');
  });

  it('carousel: a horizontal list of cards with image, title, subtitle and buttons', () => {
    const ctx = context();
    const node = row({ type: 'carousel', content: { cards: [
      { title: 'Mug', subtitle: '$14', imageUrl: 'https://cdn.example/mug.jpg', buttons: [{ label: 'Buy mug', value: 'BUY_MUG' }] },
      { title: 'Towel <script>', subtitle: '$22' },
    ] } }, ctx);
    const cards = node.querySelectorAll('.sb-carousel > li');
    expect(cards).toHaveLength(2);
    expect(cards[1]?.querySelector('h3')?.textContent).toBe('Towel <script>');
    expect(node.querySelector('script')).toBeNull();
    expect(cards[0]?.querySelector('.sb-card-subtitle')?.textContent).toBe('$14');
    cards[0]?.querySelector('button')?.click();
    expect(ctx.send).toHaveBeenCalledWith('Buy mug', 'BUY_MUG');
  });

  it('form: labelled fields; submitting sends one message and disables the form', () => {
    const ctx = context();
    const node = row({ type: 'form', content: { text: 'Your details', fields: [
      { name: 'name', label: 'Name', type: 'text' }, { name: 'email', label: 'Email', type: 'email' },
    ] } }, ctx);
    const inputs = [...node.querySelectorAll('input')];
    expect(inputs.map((input) => node.querySelector(`label[for="${input.id}"]`)?.textContent)).toEqual(['Name', 'Email']);
    const form = node.querySelector('form')!;
    form.requestSubmit();
    expect(ctx.send).not.toHaveBeenCalled(); // required fields are empty
    inputs[0]!.value = 'Ana';
    inputs[1]!.value = 'ana@example.com';
    form.requestSubmit();
    expect(ctx.send).toHaveBeenCalledWith('Name: Ana\nEmail: ana@example.com', '{"name":"Ana","email":"ana@example.com"}');
    expect(node.querySelector('fieldset')?.disabled).toBe(true);
  });

  it('link, document and uploadedDocument', () => {
    const link = row({ type: 'link', content: { text: 'Return policy', url: 'https://shop.example/returns' } }).querySelector('a');
    expect([link?.textContent, link?.getAttribute('href'), link?.getAttribute('rel')]).toEqual(['Return policy', 'https://shop.example/returns', 'noopener noreferrer']);
    for (const type of ['document', 'uploadedDocument'] as const) {
      const file = row({ type, content: { fileName: 'invoice-42.pdf', url: 'https://files.example/invoice-42.pdf' } }).querySelector('a');
      expect(file?.querySelector('.sb-file-name')?.textContent).toBe('invoice-42.pdf');
      expect(file?.getAttribute('href')).toBe('https://files.example/invoice-42.pdf');
    }
  });

  it('customMsg shows what it carries', () => {
    expect(row({ type: 'customMsg', content: { text: 'Custom hello' } }).textContent).toContain('Custom hello');
    expect(row({ type: 'customMsg', content: {} }).textContent).toContain('(unsupported message)');
  });

  it('ticks of the customer’s messages, with a retry when it failed', () => {
    const retry = vi.fn();
    const view = renderRow(message({ seq: 1, sender: 'customer' }), context({ retry }))!;
    const tick = () => view.node.querySelector('.sb-tick')!;
    for (const [state, label] of [['sending', 'Sending'], ['sent', 'Sent'], ['delivered', 'Delivered'], ['seen', 'Seen']] as const) {
      view.update({ tick: state, answered: false, first: true });
      expect([tick().getAttribute('aria-label'), tick().getAttribute('data-tick')]).toEqual([label, state]);
    }
    view.update({ tick: 'failed', error: 'Not sent yet.', answered: false, first: true });
    expect(view.node.querySelector('.sb-error')?.textContent).toContain('Not sent yet.');
    view.node.querySelector<HTMLButtonElement>('.sb-retry')?.click();
    expect(retry).toHaveBeenCalled();
  });
});
