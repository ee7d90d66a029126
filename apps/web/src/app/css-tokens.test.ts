import { readFileSync } from 'node:fs';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { CSS_TOKENS, cssValue } from './css-tokens';
import { themeConfig } from './theme';

const styles = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');

/** The custom properties a rule of styles.css declares (`:root { … }` or `html[data-theme='dark'] { … }`). */
function declaredIn(selector: string): Record<string, string> {
  const start = styles.indexOf(`${selector} {`);
  const body = styles.slice(styles.indexOf('{', start) + 1, styles.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--sb-[a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
}

describe('CSS tokens', () => {
  it.each([
    ['light', ':root'],
    ['dark', "html[data-theme='dark']"],
  ] as const)('paint the sign-in screen with the %s theme\'s antd tokens before antd loads', (mode, selector) => {
    const token = theme.getDesignToken(themeConfig(mode));
    // The dark rule overrides only what differs from the light one.
    const declared = { ...declaredIn(':root'), ...declaredIn(selector) };
    const expected = Object.fromEntries(Object.entries(CSS_TOKENS).map(([variable, name]) => [variable, cssValue(token, name)]));
    expect(declared).toEqual(expected);
  });
});
