import { describe, expect, it } from 'vitest';
import { labelLineLength, splitLabel } from '@/features/analytics/report-kit/model/label-split';

describe('category label splitting (§9)', () => {
  it('splits at 15 characters under 786 px and 30 from 786 px', () => {
    expect(labelLineLength(390)).toBe(15);
    expect(labelLineLength(785)).toBe(15);
    expect(labelLineLength(786)).toBe(30);
    expect(labelLineLength(1440)).toBe(30);
  });

  it('breaks between words, each line at most the limit', () => {
    const label = 'Where is my order and when will it arrive';
    const narrow = splitLabel(label, 15);
    expect(narrow).toBe('Where is my\norder and when\nwill it arrive');
    expect(narrow.split('\n').every((line) => line.length <= 15)).toBe(true);
    expect(splitLabel(label, 30)).toBe('Where is my order and when\nwill it arrive');
    expect(splitLabel('Refund', 15)).toBe('Refund');
  });

  it('cuts a word longer than a line', () => {
    expect(splitLabel('order_status_enquiry_intent', 15)).toBe('order_status_en\nquiry_intent');
    expect(splitLabel('a order_status_enquiry_intent b', 15)).toBe('a\norder_status_en\nquiry_intent b');
  });
});
