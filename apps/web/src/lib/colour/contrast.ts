/** WCAG 2 contrast of #rrggbb colours: the theme picks readable tag shades with it, colour tags their text. */

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (same) to 21 (black on white); WCAG AA asks 4.5 for normal text. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** AA for text under 18 pt (tags, table cells). */
export const READABLE = 4.5;

/** Black or white, whichever reads better on the background (one of them always reaches 4.5:1). */
export const readableTextOn = (background: string): string =>
  contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
