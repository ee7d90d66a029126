import { describe, expect, it } from 'vitest';
import { outcomeOf } from '@/features/live-chat/model/command-reply';

describe('outcomeOf', () => {
  it('passes data through when there is no error code', () => {
    expect(outcomeOf('acceptChat', { data: { ok: 1 }, message: 'Accepted' })).toEqual({ ok: true, data: { ok: 1 }, message: 'Accepted' });
  });

  it('shows the message and resets on 204', () => {
    expect(outcomeOf('acceptChat', { errorCode: 204, message: 'Chat already taken' }))
      .toEqual({ ok: false, message: 'Chat already taken', reset: true });
    expect(outcomeOf('acceptChat', { errorCode: '204' })).toMatchObject({ reset: true, message: 'acceptChat error occured' });
  });

  it("falls back to '<event> error occured' or the given text", () => {
    expect(outcomeOf('resolveChat', { errorCode: 500 })).toEqual({ ok: false, message: 'resolveChat error occured', reset: false });
    expect(outcomeOf('join', { errorCode: 'timeout' }, 'join event error occured').ok).toBe(false);
    expect(outcomeOf('join', { errorCode: 'timeout' }, 'join event error occured')).toMatchObject({ message: 'join event error occured' });
  });
});
