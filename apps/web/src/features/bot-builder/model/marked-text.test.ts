import { describe, expect, it } from 'vitest';
import { addMark, markedParts } from './marked-text';

describe('marked utterance text', () => {
  it('splits text around marks', () => {
    expect(markedParts('track ORD-1234 now', [{ entity: 'order_number', start: 6, end: 14 }])).toEqual([
      { text: 'track ' }, { text: 'ORD-1234', entity: 'order_number' }, { text: ' now' },
    ]);
  });

  it('refuses empty and overlapping marks', () => {
    const marks = [{ entity: 'a', start: 0, end: 4 }];
    expect(addMark(marks, { entity: 'b', start: 2, end: 6 })).toEqual(marks);
    expect(addMark(marks, { entity: 'b', start: 5, end: 5 })).toEqual(marks);
    expect(addMark(marks, { entity: 'b', start: 5, end: 8 })).toHaveLength(2);
  });
});
