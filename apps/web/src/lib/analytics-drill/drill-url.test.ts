/** The drill-down link round-trips through the URL, and a bad link is told apart from plain history. */
import { describe, expect, it } from 'vitest';
import { drillHref, drillSearch } from '@/lib/analytics-drill/drill-params';
import { drillFromSearch } from '@/lib/analytics-drill/drill-url';

const drill = { metric: 'handedOver' as const, from: '2026-11-26T18:30:00.000Z', to: '2026-11-27T18:30:00.000Z', channel: 'wa' as const };

describe('analytics drill-down link', () => {
  it('writes the drill-down to /history and reads the same one back', () => {
    const href = drillHref({ drill, by: 'Channel: WhatsApp' });
    expect(href.startsWith('/history?metric=handedOver&from=')).toBe(true);
    const read = drillFromSearch(new URL(href, 'http://x').searchParams);
    expect(read).toEqual({ kind: 'drill', drill, by: 'Channel: WhatsApp' });
  });

  it('carries the intent of a model-accuracy drill-down', () => {
    const intent = { metric: 'intentFailed' as const, from: drill.from, to: drill.to, intent: 'order status' };
    expect(drillFromSearch(new URL(drillHref({ drill: intent }), 'http://x').searchParams)).toEqual({ kind: 'drill', drill: intent });
  });

  it('carries the word of the query report\'s word cloud (and only with its metric)', () => {
    const word = { metric: 'customerWord' as const, from: drill.from, to: drill.to, word: "don't" };
    expect(drillFromSearch(new URL(drillHref({ drill: word }), 'http://x').searchParams)).toEqual({ kind: 'drill', drill: word });
    expect(drillFromSearch(drillSearch({ drill: { ...word, metric: 'conversations' } }))).toEqual({ kind: 'invalid' });
  });

  it('leaves out the dimensions not given', () => {
    expect([...drillSearch({ drill: { metric: 'conversations', from: drill.from, to: drill.to } }).keys()]).toEqual(['metric', 'from', 'to']);
  });

  it('is plain history without drill parameters, and invalid with a broken one', () => {
    expect(drillFromSearch(new URLSearchParams('tab=1'))).toEqual({ kind: 'none' });
    expect(drillFromSearch(new URLSearchParams('metric=nope&from=2026-11-26T00:00:00Z&to=2026-11-27T00:00:00Z'))).toEqual({ kind: 'invalid' });
    // to before from
    expect(drillFromSearch(new URLSearchParams('metric=conversations&from=2026-11-27T00:00:00Z&to=2026-11-26T00:00:00Z'))).toEqual({ kind: 'invalid' });
  });
});

describe('an event or funnel drill-down link', () => {
  it('carries the funnel’s steps in order, the drop-off flag, and an event type or tag', () => {
    const steps = ['7b0c3a52-5b7a-4c39-9d6f-0a8e5b8e2f10', '1d2e3f40-1111-4c39-9d6f-0a8e5b8e2f11'];
    const funnel = { metric: 'events' as const, from: drill.from, to: drill.to, events: steps, dropOff: true };
    expect(drillFromSearch(new URL(drillHref({ drill: funnel }), 'http://x').searchParams)).toEqual({ kind: 'drill', drill: funnel });
    const tagged = { metric: 'events' as const, from: drill.from, to: drill.to, eventTag: 'sales' };
    expect(drillFromSearch(drillSearch({ drill: tagged }))).toEqual({ kind: 'drill', drill: tagged });
  });
});
