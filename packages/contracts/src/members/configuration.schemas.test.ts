/** Widget origins: scheme + host + optional port, http/https only, normalized as browsers send them. */
import { describe, expect, it } from 'vitest';
import { widgetOriginSchema, widgetOriginsSchema } from './configuration.schemas';

const problem = (value: string) => {
  const result = widgetOriginSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('widgetOriginSchema', () => {
  it('keeps an origin as a browser sends it', () => {
    expect(widgetOriginSchema.parse('https://Shop.Example.com')).toBe('https://shop.example.com');
    expect(widgetOriginSchema.parse(' http://localhost:3000/ ')).toBe('http://localhost:3000');
    expect(widgetOriginSchema.parse('https://shop.example.com:443')).toBe('https://shop.example.com');
    expect(widgetOriginSchema.parse('http://127.0.0.1:8081')).toBe('http://127.0.0.1:8081');
    expect(widgetOriginSchema.parse('https://[::1]:8443')).toBe('https://[::1]:8443');
  });

  it('refuses what is not an origin, saying why', () => {
    expect(problem('shop.example.com')).toMatch(/Start with http:\/\/ or https:\/\//);
    expect(problem('ftp://shop.example.com')).toBe('Only http:// and https:// origins');
    expect(problem('javascript:alert(1)')).toBe('Only http:// and https:// origins');
    expect(problem('https://shop.example.com/store')).toMatch(/no path/);
    expect(problem('https://shop.example.com?x=1')).toMatch(/no path, query/);
    expect(problem('https://shop.example.com#top')).toMatch(/fragment/);
    expect(problem('https://*.example.com')).toMatch(/wildcards/);
    expect(problem('https://user:pw@shop.example.com')).toMatch(/user name/);
    expect(problem('https://shop.example.com:99999')).toMatch(/Not a valid origin/);
    expect(problem('')).toMatch(/Enter an origin/);
    expect(problem('null')).toMatch(/Start with/);
  });

  it('refuses an origin listed twice (after normalizing) on the second entry', () => {
    const result = widgetOriginsSchema.safeParse(['https://a.example', 'https://A.example/']);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [1], message: 'https://a.example is listed twice' });
  });
});
