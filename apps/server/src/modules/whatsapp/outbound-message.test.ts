/** Rich chat messages degraded to what WhatsApp accepts. */
import { describe, expect, it } from 'vitest';
import { outboundContentSchema } from '@switchboard/contracts/whatsapp/whatsapp.graph';
import { toWhatsApp } from './outbound-message';

const PUBLIC = 'https://console.example';
const replies = (n: number, label = (i: number) => `Option ${i}`) => Array.from({ length: n }, (_, i) => ({ label: label(i + 1), value: `v${i + 1}` }));

describe('toWhatsApp', () => {
  it('sends text as text, rich text as plain, and a whisper not at all', () => {
    expect(toWhatsApp('text', { text: 'Hello' }, PUBLIC)).toEqual([{ type: 'text', text: { body: 'Hello' } }]);
    expect(toWhatsApp('text', { text: '<p>Hi <strong>there</strong></p>', format: 'html' }, PUBLIC)[0]).toMatchObject({ text: { body: 'Hi there' } });
    expect(toWhatsApp('whisper', { text: 'staff only' }, PUBLIC)).toEqual([]);
  });

  it('uses reply buttons up to 3 short titles, a list up to 10 rows of 24, else numbered text', () => {
    const three = toWhatsApp('text_with_buttons', { text: 'Pick', quickReplies: replies(3) }, PUBLIC);
    expect(three).toMatchObject([{ type: 'interactive', interactive: { type: 'button', action: { buttons: [{ reply: { id: 'v1', title: 'Option 1' } }, {}, {}] } } }]);
    const four = toWhatsApp('text_with_buttons', { text: 'Pick', buttons: replies(4) }, PUBLIC);
    expect(four).toMatchObject([{ type: 'interactive', interactive: { type: 'list' } }]);
    const longTitles = toWhatsApp('text_with_buttons', { text: 'Pick', buttons: replies(2, (i) => `A rather long option number ${i}`) }, PUBLIC);
    expect(longTitles).toMatchObject([{ type: 'text' }]);
    expect(toWhatsApp('text_with_buttons', { text: 'Pick', buttons: replies(2, (i) => `Twenty-one chars op ${i}`) }, PUBLIC)).toMatchObject([{ interactive: { type: 'list' } }]);
    const eleven = toWhatsApp('text_with_buttons', { text: 'Pick', buttons: replies(11) }, PUBLIC);
    expect(eleven).toEqual([{ type: 'text', text: { body: `Pick\n\n${replies(11).map((b, i) => `${i + 1}. ${b.label}`).join('\n')}` } }]);
    for (const message of [...three, ...four, ...longTitles, ...eleven]) expect(outboundContentSchema.safeParse(message).success).toBe(true);
  });

  it('sends media by absolute link with the text as caption, and URL buttons as lines', () => {
    expect(toWhatsApp('image_with_buttons', { text: 'Our new mug', mediaUrl: '/media/b/x.png' }, PUBLIC))
      .toEqual([{ type: 'image', image: { link: `${PUBLIC}/media/b/x.png`, caption: 'Our new mug' } }]);
    expect(toWhatsApp('document', { mediaUrl: 'https://cdn.example/a.pdf', fileName: 'a.pdf' }, PUBLIC))
      .toEqual([{ type: 'document', document: { link: 'https://cdn.example/a.pdf', filename: 'a.pdf' } }]);
    expect(toWhatsApp('text_with_buttons', { text: 'See', buttons: [{ label: 'Track', value: '', url: 'https://shop.example/t' }] }, PUBLIC))
      .toEqual([{ type: 'text', text: { body: 'See\nTrack: https://shop.example/t' } }]);
  });

  it('sends a carousel card by card', () => {
    const out = toWhatsApp('carousel', { cards: [
      { title: 'Mug', subtitle: '₹499', imageUrl: '/media/b/m.png', buttons: [{ label: 'Buy', value: 'buy_mug' }] },
      { title: 'Cap', subtitle: '₹299' },
    ] }, PUBLIC);
    expect(out).toEqual([
      { type: 'image', image: { link: `${PUBLIC}/media/b/m.png` } },
      { type: 'interactive', interactive: { type: 'button', body: { text: 'Mug\n₹499' }, action: { buttons: [{ type: 'reply', reply: { id: 'buy_mug', title: 'Buy' } }] } } },
      { type: 'text', text: { body: 'Cap\n₹299' } },
    ]);
  });
});
