/** The sender's estimate (the number's rate, the 24-hour tier, the price) and the parameters a template needs. */
import { describe, expect, it } from 'vitest';
import { estimateBroadcast, templateParameters, type BroadcastSettings } from './whatsapp.broadcast-sender';

const settings: BroadcastSettings = { perSecond: 80, dailyTier: 2000, usedLast24h: 0, prices: { MARKETING: 0.7846, UTILITY: null, AUTHENTICATION: 0.115 }, currency: 'INR' };

describe('estimateBroadcast', () => {
  it('takes recipients ÷ rate within the tier, and prices them by category', () => {
    expect(estimateBroadcast(1600, settings, 'MARKETING')).toEqual({ seconds: 20, waits: 0, cost: 1255.36, priceMissing: null });
  });

  it('waits a day each time the 24-hour limit is reached, counting what was used already', () => {
    // 500 left today, then 2,000 a day: 4,800 = 500 + 2,000 + 2,000 + 300.
    const estimate = estimateBroadcast(4800, { ...settings, usedLast24h: 1500 }, 'AUTHENTICATION');
    expect(estimate).toMatchObject({ waits: 3, seconds: 3 * 86_400 + 300 / 80, cost: 552 });
    expect(estimateBroadcast(100, { ...settings, usedLast24h: 2500 }, 'MARKETING')).toMatchObject({ waits: 1, seconds: 86_400 + 100 / 80 });
  });

  it('says when no price is configured instead of making one up', () => {
    expect(estimateBroadcast(10, settings, 'UTILITY')).toMatchObject({ cost: null, priceMissing: 'No price per message is configured for Utility templates (WA_MESSAGE_PRICES).' });
  });
});

describe('templateParameters', () => {
  it('lists the header, body and URL button variables in send order', () => {
    const { parameters, unsupported } = templateParameters([
      { type: 'HEADER', format: 'TEXT', text: 'Hello {{1}}', example: { header_text: ['Priya'] } },
      { type: 'BODY', text: 'Order {{1}} ships on {{2}}', example: { body_text: [['A-1', 'Monday']] } },
      { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Stop' }, { type: 'URL', text: 'Track', url: 'https://x.example/{{1}}', example: ['https://x.example/A-1'] }, { type: 'URL', text: 'Shop', url: 'https://x.example/' }] },
    ]);
    expect(unsupported).toBeNull();
    expect(parameters.map((p) => [p.key, p.label, p.example])).toEqual([
      ['header', 'Header {{1}}', 'Priya'], ['body:1', 'Body {{1}}', 'A-1'], ['body:2', 'Body {{2}}', 'Monday'], ['url:1', 'Button "Track" link {{1}}', 'https://x.example/A-1'],
    ]);
  });

  it('asks for a media header’s file as an https link, first', () => {
    for (const [format, kind, extension] of [['IMAGE', 'image', 'jpg'], ['VIDEO', 'video', 'mp4'], ['DOCUMENT', 'document', 'pdf']] as const) {
      const { parameters, unsupported } = templateParameters([{ type: 'HEADER', format, example: { header_handle: ['h'] } }, { type: 'BODY', text: 'Hi {{1}}', example: { body_text: [['Priya']] } }]);
      expect(unsupported).toBeNull();
      expect(parameters.map((p) => [p.key, p.label, p.example])).toEqual([
        [`header:${kind}`, `Header ${kind} (https link)`, `https://example.com/file.${extension}`], ['body:1', 'Body {{1}}', 'Priya'],
      ]);
    }
  });

  it('says what broadcasts cannot fill in', () => {
    expect(templateParameters([{ type: 'BODY', text: 'Hi' }, { type: 'BUTTONS', buttons: [{ type: 'COPY_CODE', example: 'SAVE10' }] }]).unsupported).toBe('a copy-code button');
    expect(templateParameters([{ type: 'BODY', text: 'Hi' }])).toEqual({ parameters: [], unsupported: null });
  });
});
