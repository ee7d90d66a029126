import { describe, expect, it } from 'vitest';
import type { EntityDefinition } from './entity-definition';
import { extractEntities } from './extract-entities';

const NOW = new Date('2026-03-10T12:00:00Z');
const defs: EntityDefinition[] = [
  { type: 'regex', name: 'order_number', pattern: 'ORD-?\\d{4,8}' },
  { type: 'list', name: 'product', values: [{ value: 'phone', synonyms: ['mobile', 'smart phone'] }, { value: 'laptop', synonyms: [] }] },
];
const pick = (text: string) => extractEntities(text, defs, NOW).map(({ entity, value }) => [entity, value]);

describe('entity extractor', () => {
  it('finds regex and list entities (synonyms to their value, whole words only)', () => {
    expect(pick('my mobile from order ord-12345')).toEqual([['product', 'phone'], ['order_number', 'ord-12345']]);
    expect(pick('a Smart Phone and a laptop')).toEqual([['product', 'phone'], ['product', 'laptop']]);
    expect(pick('automobile laptops')).toEqual([]);
  });

  it('finds system entities: email, phone, dates in several forms, numbers not inside them', () => {
    expect(pick('mail me at Jane.Doe@Example.com')).toEqual([['email', 'jane.doe@example.com']]);
    expect(pick('call +91 98765 43210 today')).toEqual([['phone', '+919876543210'], ['date', '2026-03-10']]);
    expect(pick('deliver on 2026-04-01 or 5/4/2026 or 12 March or tomorrow')).toEqual([
      ['date', '2026-04-01'], ['date', '2026-04-05'], ['date', '2026-03-12'], ['date', '2026-03-11'],
    ]);
    expect(pick('I need 3 items at 4.5 each')).toEqual([['number', '3'], ['number', '4.5']]);
  });

  it('reports positions of the typed text and skips an invalid pattern', () => {
    const [found] = extractEntities('order ORD-9999 please', [{ type: 'regex', name: 'bad', pattern: '(' }, ...defs], NOW);
    expect(found).toEqual({ entity: 'order_number', value: 'ORD-9999', text: 'ORD-9999', start: 6, end: 14 });
  });
});
