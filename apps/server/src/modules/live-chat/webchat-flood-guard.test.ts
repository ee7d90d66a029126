import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@switchboard/contracts/common/errors';
import { REFUSALS_PER_SOCKET, WebchatFloodGuard } from './webchat-flood-guard';

describe('webchat flood guard', () => {
  it('refuses connections from an address past its budget, and allows them again later', () => {
    let now = 0;
    const guard = new WebchatFloodGuard(30, () => now);
    for (let i = 0; i < 300; i++) expect(guard.connection('1.2.3.4')).toBeNull(); // a burst of ten minutes' worth
    expect(guard.connection('1.2.3.4')).toMatchObject({ errorCode: ERROR_CODES.rateLimited, retryAfterSeconds: 2 });
    expect(guard.connection('5.6.7.8')).toBeNull(); // another address has its own budget
    now = 1_999;
    expect(guard.connection('1.2.3.4')).not.toBeNull();
    now = 2_000;
    expect(guard.connection('1.2.3.4')).toBeNull();
    expect(guard.connection('1.2.3.4')).not.toBeNull(); // then one every 2 s
    now = 602_000;
    for (let i = 0; i < 300; i++) expect(guard.connection('1.2.3.4')).toBeNull();
  });

  it('drops a socket after a burst of refusals, not one refused now and then', () => {
    let now = 0;
    const guard = new WebchatFloodGuard(30, () => now);
    const burst = Array.from({ length: REFUSALS_PER_SOCKET.capacity + 1 }, () => guard.refused('flood'));
    expect(burst.indexOf(true)).toBe(REFUSALS_PER_SOCKET.capacity);
    // A person refused once a second (retrying by hand) for ten minutes stays connected.
    for (let i = 0; i < 600; i++, now += 1_000) expect(guard.refused('person')).toBe(false);
  });
});
