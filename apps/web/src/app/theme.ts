/**
 * antd theme (spec §9): light by default, dark via darkAlgorithm, purple primary, success green,
 * border radius 3. The purple passes WCAG AA on white (about 7:1); dark mode uses a lighter link
 * and focus colour so text on the dark background stays readable.
 */
import { theme, type ThemeConfig } from 'antd';
import { contrastRatio, READABLE } from '@/lib/colour/contrast';
import type { ThemeMode } from '@/lib/theme/theme-store';

export const PRIMARY = '#6b2fd6';
const SUCCESS = '#2e7d32';
const DARK_LINK = '#c4a8f5';

/** antd's preset tag colours (Tag color="green" …). */
export const TAG_PRESETS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'] as const;

/**
 * antd writes a preset tag's text in shade 7 of its palette on shade 1, under 4.5:1 for green, orange, gold… in the
 * light theme and purple, blue… in the dark one. Where it is, shade 7 becomes the first further shade (darker in
 * light, lighter in dark) that reads, so any preset tag passes AA. (antd's status tags, color="warning" and the
 * like, use the status colours and fail too: the console uses presets.)
 */
function readableTagShades(algorithm: NonNullable<ThemeConfig['algorithm']>): Record<string, string> {
  const palette = theme.getDesignToken({ algorithm }) as unknown as Record<string, string>;
  return Object.fromEntries(TAG_PRESETS.flatMap((colour) => {
    const background = palette[`${colour}1`]!;
    const shades = [7, 8, 9, 10].map((shade) => palette[`${colour}${shade}`]!);
    const readable = shades.find((shade) => contrastRatio(shade, background) >= READABLE) ?? shades[shades.length - 1]!;
    // Both spellings: components read `purple7`, the CSS variable (--ant-purple-7) comes from `purple-7`.
    return [[`${colour}7`, readable], [`${colour}-7`, readable]];
  }));
}

/** Computed when a theme is first used: each is a whole design-token computation, work a phone feels at start-up. */
const tagShades: Partial<Record<ThemeMode, Record<string, string>>> = {};
const tagShadesOf = (mode: ThemeMode) => (tagShades[mode] ??= readableTagShades(mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm));

export function themeConfig(mode: ThemeMode): ThemeConfig {
  const dark = mode === 'dark';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    // A build ships antd's component CSS as a file (vite/antd-static-styles.ts): no styles computed in the browser.
    // The dev server and the tests keep antd's run-time styles. Plain class names (no hash) match the file's.
    zeroRuntime: import.meta.env.PROD,
    hashed: false,
    token: {
      ...tagShadesOf(mode),
      colorPrimary: PRIMARY,
      colorInfo: PRIMARY,
      colorSuccess: SUCCESS,
      colorLink: dark ? DARK_LINK : PRIMARY,
      // antd's derived hover and press shades move towards the background (2.6:1 on an agent's bubble): hover goes
      // further from it instead, so a link under the pointer still reads.
      colorLinkHover: dark ? '#dccbfa' : '#5423ad',
      colorLinkActive: dark ? '#dccbfa' : '#5423ad',
      borderRadius: 3,
      // antd's default secondary text falls just under 4.5:1; a little more ink passes in both themes.
      colorTextSecondary: dark ? 'rgba(255, 255, 255, 0.7)' : 'rgba(0, 0, 0, 0.65)',
      colorTextDescription: dark ? 'rgba(255, 255, 255, 0.7)' : 'rgba(0, 0, 0, 0.65)',
      // Placeholders (filter selects) and danger buttons need 4.5:1 too.
      colorTextPlaceholder: dark ? 'rgba(255, 255, 255, 0.6)' : 'rgba(0, 0, 0, 0.6)',
      colorError: dark ? '#ff7875' : '#c62828',
    },
    components: {
      Tabs: dark ? { itemSelectedColor: DARK_LINK, itemHoverColor: DARK_LINK, itemActiveColor: DARK_LINK, inkBarColor: DARK_LINK } : {},
    },
  };
}
