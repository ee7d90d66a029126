import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './accepted-encoding';

describe('acceptedEncodings', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('BR')).toEqual(['br']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, gzip;q=0')).toEqual(['br']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
  });
});
