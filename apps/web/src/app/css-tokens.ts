/**
 * The theme tokens that plain (non-antd) elements read as CSS variables: the page, the public screens'
 * frame and the sign-in form, which paints before antd loads (issue 22). styles.css holds each
 * theme's values for that first paint; once antd runs, BaseStyles writes the exact tokens over them
 * (css-tokens.test.ts keeps the two the same).
 */
import type { GlobalToken } from 'antd';

type TokenName = keyof GlobalToken;

export const CSS_TOKENS = {
  '--sb-bg': 'colorBgLayout',
  '--sb-surface': 'colorBgContainer',
  '--sb-text': 'colorText',
  '--sb-text-secondary': 'colorTextSecondary',
  '--sb-placeholder': 'colorTextPlaceholder',
  '--sb-icon': 'colorIcon',
  '--sb-icon-hover': 'colorIconHover',
  '--sb-border': 'colorBorder',
  '--sb-border-secondary': 'colorBorderSecondary',
  '--sb-primary': 'colorPrimary',
  '--sb-primary-hover': 'colorPrimaryHover',
  '--sb-primary-active': 'colorPrimaryActive',
  '--sb-primary-bg': 'colorPrimaryBg',
  '--sb-control-outline': 'controlOutline',
  '--sb-error': 'colorError',
  '--sb-error-outline': 'colorErrorOutline',
  '--sb-success': 'colorSuccess',
  '--sb-warning': 'colorWarning',
  '--sb-info': 'colorInfo',
  '--sb-elevated': 'colorBgElevated',
  '--sb-shadow-popup': 'boxShadow',
  '--sb-disabled-bg': 'colorBgContainerDisabled',
  '--sb-disabled-text': 'colorTextDisabled',
  '--sb-link': 'colorLink',
  '--sb-link-hover': 'colorLinkHover',
  '--sb-radius': 'borderRadius',
  '--sb-shadow-card': 'boxShadowTertiary',
  '--sb-font': 'fontFamily',
  '--sb-font-size': 'fontSize',
  // The light table's header, row lines and hovered row (headings use --sb-text: colorTextHeading is the same in both themes) (components/light-table.tsx), as antd's Table draws them.
  '--sb-fill-alter': 'colorFillAlter',
  '--sb-split': 'colorSplit',
} as const satisfies Record<`--sb-${string}`, TokenName>;

const PIXEL_TOKENS = new Set<TokenName>(['borderRadius', 'fontSize']);

/** A token as CSS writes it: lengths in px, multi-line values (shadows, font stacks) on one line. */
export function cssValue(token: GlobalToken, name: TokenName): string {
  const value = token[name];
  if (PIXEL_TOKENS.has(name)) return `${String(value)}px`;
  return String(value).replace(/\s+/g, ' ').trim();
}
