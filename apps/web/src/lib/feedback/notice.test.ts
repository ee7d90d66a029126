import { describe, expect, it } from 'vitest';
import { normalizeNotice } from '@/lib/feedback/notice';

describe('normalizeNotice', () => {
  it('rejects a notice without a message or a description', () => {
    expect(normalizeNotice({ message: 'Hello' })).toBeNull();
    expect(normalizeNotice({ description: 'Body' })).toBeNull();
    expect(normalizeNotice({ message: '  ', description: 'Body' })).toBeNull();
  });

  it('falls back to info and the default heading', () => {
    const notice = normalizeNotice({ type: 'shout', message: 'New chat', description: 'A customer is waiting' });
    expect(notice).toMatchObject({ type: 'info', title: 'Info Message', message: 'New chat' });
  });

  it('keeps a known type, a heading and a duration', () => {
    const notice = normalizeNotice({ type: 'warning', title: 'Heads up', message: 'm', description: 'd', duration: 0 });
    expect(notice).toMatchObject({ type: 'warning', title: 'Heads up', duration: 0 });
  });
});
