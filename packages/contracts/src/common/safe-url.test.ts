/** Stored addresses customers could open: http, https, mailto and tel only (issue 20, finding 7). */
import { describe, expect, it } from 'vitest';
import { botMessageInputSchema, DEFAULT_VARIATION } from '../bot-builder/bot-message.schemas';
import { productInputSchema } from '../bot-builder/catalogue.schemas';
import { issuerUrlSchema } from '../auth/sso.schemas';
import { isHttpsOrLoopback, isSafeUrl, optionalSafeUrlSchema, safeUrlSchema } from './safe-url';

const HOSTILE = [
  'javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,<script>x</script>',
  'data:image/svg+xml;base64,PHN2Zz4=', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'ftp://host/x', '//evil.example/x', '/\\evil.example',
  'http:evil.example', 'https:/evil', 'https://', 'mailto:', '\u0000javascript:alert(1)',
];

describe('isSafeUrl', () => {
  it.each(['https://shop.example/p?q=1#top', 'http://shop.example', 'HTTPS://Shop.Example', 'mailto:help@shop.example', 'tel:+911234567890',
    'https://shop.example/orders/{{orderId}}'])('accepts %j', (url) => expect(isSafeUrl(url)).toBe(true));

  it.each(HOSTILE)('refuses %j', (url) => {
    expect(isSafeUrl(url)).toBe(false);
    expect(isSafeUrl(url, { relative: true })).toBe(false);
  });

  it('accepts a path on this server only where asked, and only web addresses for media', () => {
    expect(isSafeUrl('/media/brand/pic.png')).toBe(false);
    expect(isSafeUrl('/media/brand/pic.png', { web: true, relative: true })).toBe(true);
    expect(isSafeUrl('mailto:a@b.c', { web: true })).toBe(false);
    expect(isSafeUrl('tel:+1', { web: true })).toBe(false);
  });

  it('trims, caps the length and keeps "" for "no address" only in the optional form', () => {
    expect(safeUrlSchema().parse('  https://a.example ')).toBe('https://a.example');
    expect(safeUrlSchema().safeParse('').success).toBe(false);
    expect(optionalSafeUrlSchema().parse('')).toBe('');
    expect(safeUrlSchema().safeParse(`https://a.example/${'x'.repeat(2000)}`).success).toBe(false);
  });
});

const message = (content: object) => ({
  name: 'Offer', type: 'text_with_buttons', variations: [{ vid: 'v', ...DEFAULT_VARIATION, abTestings: [{ vid: 'a', content }] }],
});
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('bot messages and catalogue products refuse unsafe addresses, naming the field', () => {
  it.each([
    [{ buttons: [{ label: 'Go', value: 'go', url: 'javascript:alert(1)' }] }, 'buttons.0.url'],
    [{ quickReplies: [{ label: 'Go', value: 'go', url: 'data:text/html,x' }] }, 'quickReplies.0.url'],
    [{ mediaUrl: 'data:image/png;base64,AAAA' }, 'mediaUrl'],
    [{ url: 'javascript:alert(1)' }, 'url'],
    [{ cards: [{ title: 'A', imageUrl: 'javascript:x', buttons: [] }] }, 'cards.0.imageUrl'],
    [{ cards: [{ title: 'A', buttons: [{ label: 'View', value: 'p', url: 'vbscript:x' }] }] }, 'cards.0.buttons.0.url'],
  ])('%j', (content, field) => {
    const issues = issuesOf(botMessageInputSchema.safeParse(message(content)));
    expect(issues).toEqual([expect.stringMatching(new RegExp(`^variations\\.0\\.abTestings\\.0\\.content\\.${field.replace(/\./g, '\\.')}: Use an`))]);
  });

  it('keeps safe buttons, links and uploaded media', () => {
    const result = botMessageInputSchema.safeParse(message({
      buttons: [{ label: 'Call', value: 'c', url: 'tel:+911234' }, { label: 'Mail', value: 'm', url: 'mailto:a@b.c' }, { label: 'No link', value: 'n' }],
      mediaUrl: '/media/brand/pic.png', url: 'https://shop.example', cards: [{ title: 'A', imageUrl: 'https://img.example/a.png' }],
    }));
    expect(result.success, issuesOf(result).join()).toBe(true);
  });

  it('refuses a product page or image that is not a web address', () => {
    const product = { name: 'Phone', price: '10', url: 'javascript:alert(1)', imageUrl: 'data:image/png;base64,AAAA' };
    expect(issuesOf(productInputSchema.safeParse(product))).toEqual(['imageUrl: Use an http:// or https:// address', 'url: Use an http:// or https:// address']);
  });
});

describe('isHttpsOrLoopback', () => {
  it('takes https anywhere and http only on this machine, and leaves a non-URL to the URL check', () => {
    expect(isHttpsOrLoopback('https://login.example.com/tenant')).toBe(true);
    expect(isHttpsOrLoopback('http://127.0.0.1:9000')).toBe(true);
    expect(isHttpsOrLoopback('http://localhost/v23.0')).toBe(true);
    expect(isHttpsOrLoopback('http://idp.example.com')).toBe(false);
    expect(isHttpsOrLoopback('not a url')).toBe(true);
  });

  it('a schema built on it answers a non-URL with its message instead of throwing', () => {
    const result = issuerUrlSchema.safeParse('not a url');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter the issuer URL (https://…)');
  });
});
