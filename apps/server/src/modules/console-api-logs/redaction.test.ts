import { describe, expect, it } from 'vitest';
import { REDACTED, redactBody, redactUrl, type Redaction } from './redaction';

const redaction: Redaction = { maxBytes: 2048, secretFields: new Set(['pin', 'x-brand-key']) };
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('redaction', () => {
  it('a login body keeps the email and never the password', () => {
    const kept = redactBody({ email: 'admin@demo.brand', password: 'Demo@12345' }, redaction);
    expect(kept).toBe(JSON.stringify({ email: 'admin@demo.brand', password: REDACTED }));
    expect(kept).not.toContain('Demo@12345');
  });

  it('redacts secret fields at any depth, in arrays, by any common spelling, and the configured ones', () => {
    const body = {
      user: { newPassword: 'a', confirmPassword: 'b', pin: '1234' },
      items: [{ accessToken: 'c' }, { refresh_token: 'd' }, { apiKey: 'e' }, { 'X-Brand-Key': 'f' }],
      Authorization: 'g', clientSecret: 'h', otp: '999', passed: 3,
    };
    const kept = JSON.parse(redactBody(body, redaction)!) as typeof body;
    expect(kept.user).toEqual({ newPassword: REDACTED, confirmPassword: REDACTED, pin: REDACTED });
    expect(kept.items).toEqual([{ accessToken: REDACTED }, { refresh_token: REDACTED }, { apiKey: REDACTED }, { 'X-Brand-Key': REDACTED }]);
    expect([kept.Authorization, kept.clientSecret, kept.otp]).toEqual([REDACTED, REDACTED, REDACTED]);
    // A count named like a word that contains "pass" is not a secret.
    expect(kept.passed).toBe(3);
  });

  it('a body read raw (bytes, as the WhatsApp webhook reads it) is kept as its text, redacted, within the limit', () => {
    const json = JSON.stringify({ object: 'whatsapp_business_account', access_token: 'secret' });
    expect(redactBody(Buffer.from(json), redaction)).toBe(JSON.stringify({ object: 'whatsapp_business_account', access_token: REDACTED }));
    expect(redactBody(Buffer.from('x'.repeat(3000)), redaction)).toBe('[not kept: 3000 bytes]');
  });

  it('a response carrying a token (the login answer) keeps everything else', () => {
    const kept = redactBody(JSON.stringify({ data: { token: JWT, email: 'admin@demo.brand' } }), redaction)!;
    expect(kept).not.toContain(JWT);
    expect(kept).toContain('admin@demo.brand');
  });

  it('bearer tokens and JWTs are removed wherever they appear in text', () => {
    const kept = redactBody(`upstream said: Authorization: Bearer abc.def-123 and then ${JWT}`, redaction)!;
    expect(kept).not.toContain('abc.def-123');
    expect(kept).not.toContain(JWT);
  });

  it('form bodies and plain text lose their secret pairs', () => {
    expect(redactBody('user=ada&password=Demo%4012345&remember=1', redaction)).toBe(`user=ada&password=${REDACTED}&remember=1`);
    expect(redactBody('{"password": "x", broken', redaction)).toBe(`{"password": "${REDACTED}", broken`);
  });

  it('a body over the limit is not kept, only its size', () => {
    expect(redactBody('x'.repeat(3000), redaction)).toBe('[not kept: 3000 bytes]');
    expect(redactBody({ text: 'é'.repeat(1500) }, redaction)).toMatch(/^\[not kept: \d+ bytes\]$/);
    expect(redactBody(undefined, redaction)).toBeNull();
    expect(redactBody('', redaction)).toBeNull();
  });

  it('URLs lose the values of their secret query parameters', () => {
    expect(redactUrl('/users/reset?token=abc&email=a%40b.c', redaction)).toBe(`/users/reset?token=${REDACTED}&email=a%40b.c`);
    expect(redactUrl('https://api.brand.test/orders?api_key=k1&id=7', redaction)).toBe(`https://api.brand.test/orders?api_key=${REDACTED}&id=7`);
    expect(redactUrl('/admin/v1/liveChats', redaction)).toBe('/admin/v1/liveChats');
  });
});
