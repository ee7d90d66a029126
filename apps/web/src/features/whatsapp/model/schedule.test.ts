/** A wall-clock time read on the chosen zone's clocks, durations in words, the phone column guessed from its name. */
import { describe, expect, it } from 'vitest';
import { durationText, guessPhoneColumn, inZone, zonedInstant } from '@/features/whatsapp/model/schedule';

describe('the sender’s schedule', () => {
  it('reads a time on the clocks of the chosen zone, whatever the browser’s', () => {
    expect(zonedInstant('2026-11-21T18:30', 'Asia/Kolkata')).toBe('2026-11-21T13:00:00.000Z');
    expect(zonedInstant('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(inZone('2026-11-21T13:00:00.000Z', 'Asia/Kolkata')).toBe('21 Nov 2026, 18:30 (Asia/Kolkata)');
  });

  it('says a duration as people do', () => {
    expect(durationText(20)).toBe('under a minute');
    expect(durationText(21 * 60)).toBe('about 21 minutes');
    expect(durationText(3 * 3600 + 5 * 60)).toBe('about 3 hours 5 minutes');
    expect(durationText(2 * 86_400 + 4 * 3600 + 10)).toBe('about 2 days 4 hours');
  });

  it('guesses the phone column by its name', () => {
    expect(guessPhoneColumn(['Name', 'WhatsApp Number', 'Order'])).toBe('WhatsApp Number');
    expect(guessPhoneColumn(['Customer', 'Mobile'])).toBe('Mobile');
    expect(guessPhoneColumn(['Name', 'Order'])).toBeUndefined();
  });
});
