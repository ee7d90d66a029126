/**
 * antd theme (spec §9): light by default, dark via darkAlgorithm, purple primary, success green,
 * border radius 3. The purple passes WCAG AA on white (about 7:1); dark mode uses a lighter link
 * and focus colour so text on the dark background stays readable.
 */
import { theme, type ThemeConfig } from 'antd';
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
 * like, use the status colours and fail too: the console uses presets.) Written out, not worked out at start-up: that
 * took a whole design-token computation per theme, work a phone feels (issue 22); theme.test.ts works them out from
 * antd's palettes and checks every tag reads.
 */
export const READABLE_TAG_TEXT: Record<ThemeMode, Record<(typeof TAG_PRESETS)[number], string>> = {
  light: {
    blue: '#0958d9', purple: '#531dab', cyan: '#006d75', green: '#237804', magenta: '#c41d7f', pink: '#c41d7f', red: '#cf1322',
    orange: '#ad4e00', yellow: '#876800', volcano: '#ad2102', geekblue: '#1d39c4', lime: '#3f6600', gold: '#874d00',
  },
  dark: {
    blue: '#3c89e8', purple: '#ab7ae0', cyan: '#33bcb7', green: '#6abe39', magenta: '#e0529c', pink: '#e0529c', red: '#e84749',
    orange: '#e89a3c', yellow: '#e8d639', volcano: '#e87040', geekblue: '#7f9ef3', lime: '#a9d134', gold: '#e8b339',
  },
};

/** Both spellings: components read `purple7`, the CSS variable (--ant-purple-7) comes from `purple-7`. */
const tagShadesOf = (mode: ThemeMode): Record<string, string> =>
  Object.fromEntries(TAG_PRESETS.flatMap((colour) => [[`${colour}7`, READABLE_TAG_TEXT[mode][colour]], [`${colour}-7`, READABLE_TAG_TEXT[mode][colour]]]));

function buildThemeConfig(mode: ThemeMode): ThemeConfig {
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

const configs: Partial<Record<ThemeMode, ThemeConfig>> = {};
/**
 * One object per theme: antd's providers compare their theme by reference, and a new object on each render had them
 * hash the whole configuration again (issue 22: start-up work on a phone).
 */
export const themeConfig = (mode: ThemeMode): ThemeConfig => (configs[mode] ??= buildThemeConfig(mode));
