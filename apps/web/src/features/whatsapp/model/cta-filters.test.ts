/** The CTA filters as the server reads them: whole days in the member's zone, a template as name and language, phone digits. */
import { describe, expect, it } from 'vitest';
import { dayStart, hasFilters, templateValue, toCtaFilters } from '@/features/whatsapp/model/cta-filters';

describe('CTA filters', () => {
  it('turns days into the instants they begin in the member’s time zone, the range ending where the day after the last begins', () => {
    expect(dayStart('2026-11-20', 'Asia/Kolkata')).toBe('2026-11-19T18:30:00.000Z');
    expect(dayStart('2026-11-20', 'UTC', 1)).toBe('2026-11-21T00:00:00.000Z');
    expect(dayStart('2026-11-30', 'Asia/Kolkata', 1)).toBe('2026-11-30T18:30:00.000Z');
    // New York: summer time ends on 1 Nov 2026; the next day starts at UTC-5, the day itself at UTC-4.
    expect(dayStart('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(dayStart('2026-11-01', 'America/New_York', 1)).toBe('2026-11-02T05:00:00.000Z');
    expect(toCtaFilters({ days: ['2026-11-20', '2026-11-21'] }, 'Asia/Kolkata')).toEqual({ from: '2026-11-19T18:30:00.000Z', to: '2026-11-21T18:30:00.000Z' });
  });

  it('sends the template as name and language, a phone as its digits, and leaves out what is not set', () => {
    expect(toCtaFilters({ template: templateValue('diwali_offer', 'en_US'), broadcastId: 'b1', button: 'Yes', phone: '+91 98123' }, 'UTC')).toEqual({
      templateName: 'diwali_offer', templateLanguage: 'en_US', broadcastId: 'b1', button: 'Yes', search: '9198123',
    });
    expect(toCtaFilters({ phone: ' + ' }, 'UTC')).toEqual({});
    expect(hasFilters({ phone: ' + ' })).toBe(false);
    expect(hasFilters({ button: 'Yes' })).toBe(true);
  });
});
