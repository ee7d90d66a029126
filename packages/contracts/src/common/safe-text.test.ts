import { describe, expect, it } from 'vitest';
import { widgetTicketSchema } from '../tickets/tickets.events';
import { hasLoneSurrogate, LONE_SURROGATE_MESSAGE, safeTextSchema } from './safe-text';

describe('safe text', () => {
  it('finds a lone high or low surrogate anywhere, and accepts well-formed pairs', () => {
    expect(['x\ud800y', '\udc00', 'end\udbff', '\udfff\ud800'].map(hasLoneSurrogate)).toEqual([true, true, true, true]);
    expect(['plain', 'thanks 👍', '𝄞 music', ''].map(hasLoneSurrogate)).toEqual([false, false, false, false]);
  });

  it('safeTextSchema refuses lone surrogates and caps the length', () => {
    expect(safeTextSchema(5).safeParse('x\ud800').error?.issues[0]?.message).toBe(LONE_SURROGATE_MESSAGE);
    expect(safeTextSchema(5).safeParse('toolong').success).toBe(false);
    expect(safeTextSchema(5).parse('👍ok')).toBe('👍ok');
  });

  it('the widget’s ticket refuses them in every stored field', () => {
    const ticket = { name: 'Rita', email: 'rita@example.com', text: 'My order' };
    expect(widgetTicketSchema.safeParse(ticket).success).toBe(true);
    for (const field of ['name', 'text'] as const) {
      const issues = widgetTicketSchema.safeParse({ ...ticket, [field]: 'x\ud800' }).error?.issues;
      expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, LONE_SURROGATE_MESSAGE]]);
    }
  });
});
