/** Variation choice by audience, A/B versions by weight (the split over 1,000 runs), variables in texts. */
import { describe, expect, it } from 'vitest';
import type { BotMessage } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import { seededRandom } from '@/bot/nlu/random';
import { chooseVariation, chooseVersion, renderMessage } from './render-message';
import { fillTemplate } from './template';
import { textMessage, variation } from './workflow.test-kit';

const audience = { channel: 'website', country: 'in', language: 'en', param1: 'opt1' };

describe('choosing the variation', () => {
  const variations = [
    variation('default'),
    variation('hindi on the website', { language: 'hi' }),
    variation('whatsapp in the US', { channel: 'wa', country: 'us', language: 'en' }),
    variation('whatsapp in hindi', { channel: 'wa', country: 'us', language: 'hi', param1: 'vip' }),
  ];
  const text = (who: Partial<typeof audience>) => chooseVariation(variations, { ...audience, ...who })?.abTestings[0]?.content.text;

  it('takes the exact match on channel, country, language and param1', () => {
    expect(text({ language: 'hi' })).toBe('hindi on the website');
    expect(text({ channel: 'wa', country: 'us', language: 'hi', param1: 'vip' })).toBe('whatsapp in hindi');
  });

  it('else the best partial match (channel weighs most, then language)', () => {
    expect(text({ channel: 'wa', country: 'fr', language: 'en', param1: 'x' })).toBe('whatsapp in the US');
    expect(text({ channel: 'wa', country: 'fr', language: 'hi', param1: 'x' })).toBe('whatsapp in hindi');
    expect(text({ channel: 'ios', country: 'in', language: 'hi', param1: 'opt1' })).toBe('hindi on the website');
  });

  it('else the §3 default variation, else the first', () => {
    const noDefault = [variation('first', { channel: 'wa', country: 'us', language: 'fr', param1: 'a' }), variation('second', { channel: 'ios', country: 'uk', language: 'de', param1: 'b' })];
    const mixed = [noDefault[0]!, variation('the default')];
    const stranger = { channel: 'ivr', country: 'jp', language: 'ja', param1: 'z' };
    expect(chooseVariation(mixed, stranger)?.abTestings[0]?.content.text).toBe('the default');
    expect(chooseVariation(noDefault, stranger)?.abTestings[0]?.content.text).toBe('first');
  });
});

describe('A/B versions', () => {
  it('splits 70/30 within 5 points over 1,000 runs', () => {
    const random = seededRandom(2024);
    const versions = [{ vid: 'a', weight: 70, content: { text: 'A' } }, { vid: 'b', weight: 30, content: { text: 'B' } }];
    let a = 0;
    for (let run = 0; run < 1000; run++) if (chooseVersion(versions, random)?.vid === 'a') a++;
    expect(Math.abs(a / 10 - 70)).toBeLessThanOrEqual(5);
  });

  it('never picks a weight-0 version; all zero: the first', () => {
    const random = seededRandom(1);
    const versions = [{ vid: 'off', weight: 0, content: { text: 'off' } }, { vid: 'on', weight: 100, content: { text: 'on' } }];
    for (let run = 0; run < 200; run++) expect(chooseVersion(versions, random)?.vid).toBe('on');
    expect(chooseVersion(versions.map((v) => ({ ...v, weight: 0 })), random)?.vid).toBe('off');
  });
});

describe('rendering', () => {
  it('fills {{variables}}, leaves unknown ones empty, passes rich text through and escapes values inside it', () => {
    const rich: BotMessage = { ...textMessage('m', ''), type: 'text_with_buttons', variations: [variation('x', {
      abTestings: [{ vid: 'r', weight: 100, content: { text: '<p><strong>Hi {{customerName}}</strong>{{nothing}}!</p>', quickReplies: [{ label: 'Track {{order}}', value: 'track' }] } }],
    })] };
    const rendered = renderMessage(rich, audience, { customerName: 'Ann <b>', order: 'ORD-1' }, Math.random);
    expect(rendered?.draft).toEqual({
      type: 'text_with_buttons',
      content: { text: '<p><strong>Hi Ann &lt;b&gt;</strong>!</p>', quickReplies: [{ label: 'Track ORD-1', value: 'track' }] },
      // The message and the audience's variation it came from (automated tests match on them), not the A/B version.
      origin: { kind: 'botMessage', messageId: 'm', variationId: 'v-x' },
    });
    expect(fillTemplate('Order {{ order }} for {{customerName}}', { order: 'ORD-9' })).toBe('Order ORD-9 for ');
  });

  it('answers null for a message without any version', () => {
    expect(renderMessage({ ...textMessage('m', 'x'), variations: [] }, audience, {}, Math.random)).toBeNull();
  });
});
