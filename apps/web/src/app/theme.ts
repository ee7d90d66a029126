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

export function themeConfig(mode: ThemeMode): ThemeConfig {
  const dark = mode === 'dark';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: PRIMARY,
      colorInfo: PRIMARY,
      colorSuccess: SUCCESS,
      colorLink: dark ? DARK_LINK : PRIMARY,
      borderRadius: 3,
      // antd's default secondary text falls just under 4.5:1; a little more ink passes in both themes.
      colorTextSecondary: dark ? 'rgba(255, 255, 255, 0.7)' : 'rgba(0, 0, 0, 0.65)',
      colorTextDescription: dark ? 'rgba(255, 255, 255, 0.7)' : 'rgba(0, 0, 0, 0.65)',
      // Placeholders (filter selects) and danger buttons need 4.5:1 too.
      colorTextPlaceholder: dark ? 'rgba(255, 255, 255, 0.6)' : 'rgba(0, 0, 0, 0.6)',
      colorError: dark ? '#ff7875' : '#c62828',
    },
    components: {
      Layout: { headerHeight: 60, headerPadding: '0 16px' },
      Menu: dark ? { itemSelectedColor: '#ffffff', itemSelectedBg: PRIMARY, subMenuItemSelectedColor: DARK_LINK } : {},
      Tabs: dark ? { itemSelectedColor: DARK_LINK, itemHoverColor: DARK_LINK, itemActiveColor: DARK_LINK, inkBarColor: DARK_LINK } : {},
    },
  };
}
