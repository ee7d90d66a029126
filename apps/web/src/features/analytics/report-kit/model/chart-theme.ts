/** The colours a chart takes from the antd theme in force, so it reads in the light and the dark theme alike. */
import { COLOUR_CLASSES, type ColourClass } from '@/features/analytics/report-kit/model/series-colours';

export interface ChartTheme {
  text: string;
  textSecondary: string;
  axisLine: string;
  splitLine: string;
  tooltipBackground: string;
  background: string;
  /** The low end of a heatmap's scale (the high end is the primary colour). */
  heatmapLow: string;
  primary: string;
  classColours: Record<ColourClass, string>;
}

/** The subset of antd's GlobalToken read here (the preset palettes are read by name, e.g. purple6). */
export interface ThemeTokenLike {
  colorText: string;
  colorTextSecondary: string;
  colorBorder: string;
  colorBorderSecondary: string;
  colorBgElevated: string;
  colorBgContainer: string;
  colorPrimary: string;
  colorPrimaryBg: string;
}

export function chartThemeFromToken(token: ThemeTokenLike): ChartTheme {
  const palette = token as unknown as Record<string, string | undefined>;
  return {
    text: token.colorText,
    textSecondary: token.colorTextSecondary,
    axisLine: token.colorBorder,
    splitLine: token.colorBorderSecondary,
    tooltipBackground: token.colorBgElevated,
    background: token.colorBgContainer,
    heatmapLow: token.colorPrimaryBg,
    primary: token.colorPrimary,
    // Shade 6 is each preset's base colour; antd's dark algorithm gives its dark-theme variant under the same name.
    classColours: Object.fromEntries(COLOUR_CLASSES.map((name) => [name, palette[`${name}6`] ?? token.colorPrimary])) as Record<ColourClass, string>,
  };
}
