import { describe, expect, it } from 'vitest';
import { clockOf, formatElapsed, handlingLevel } from '@/features/live-chat/model/handling-time';
import { aChat } from '@/features/live-chat/model/test-fixtures';

describe('handlingLevel', () => {
  it('turns long at 120 s and critical at 300 s', () => {
    expect(handlingLevel(0)).toBe('normal');
    expect(handlingLevel(119_999)).toBe('normal');
    expect(handlingLevel(120_000)).toBe('long');
    expect(handlingLevel(299_999)).toBe('long');
    expect(handlingLevel(300_000)).toBe('critical');
  });
});

describe('clockOf', () => {
  it('measures waiting from handover and handling from accept', () => {
    expect(clockOf(aChat({ chatState: 'Inqueue', handoverAt: 10 }))).toEqual({ kind: 'waiting', since: 10 });
    expect(clockOf(aChat({ chatState: 'AgentHandling', acceptedAt: 20 }))).toEqual({ kind: 'handling', since: 20 });
    expect(clockOf(aChat({ chatState: 'BotHandling' }))).toBeNull();
  });
});

describe('formatElapsed', () => {
  it('reads as m:ss or h:mm:ss', () => {
    expect(formatElapsed(7_000)).toBe('0:07');
    expect(formatElapsed(125_000)).toBe('2:05');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(formatElapsed(-5)).toBe('0:00');
  });
});

describe('handlingLevel with brand thresholds', () => {
  it('uses the configured long and critical times', () => {
    const thresholds = { longMs: 60_000, criticalMs: 90_000 };
    expect(handlingLevel(59_999, thresholds)).toBe('normal');
    expect(handlingLevel(60_000, thresholds)).toBe('long');
    expect(handlingLevel(90_000, thresholds)).toBe('critical');
  });
});
