/**
 * A colour for text on a background with WCAG's contrast (4.5:1 for body text): the colour itself when it reads, else
 * mixed toward black or white (away from the background) in steps of a tenth until it does. §9's colour classes are
 * chart colours; as text (the query report's word cloud) several were too pale on white and too dark on the dark theme.
 */
type Rgb = [number, number, number];

function parse(colour: string): Rgb | null {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
    return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(colour.trim());
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : null;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: string, b: string): number {
  const [x, y] = [parse(a), parse(b)];
  if (!x || !y) return 1;
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const hex = (rgb: Rgb) => `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

export function readableOn(colour: string, background: string, ratio = 4.5): string {
  const [from, behind] = [parse(colour), parse(background)];
  if (!from || !behind) return colour;
  const toward: Rgb = luminance(behind) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 0; step <= 10; step += 1) {
    const mixed = from.map((value, index) => value + ((toward[index]! - value) * step) / 10) as Rgb;
    if (contrast(hex(mixed), background) >= ratio) return step === 0 ? colour : hex(mixed);
  }
  return hex(toward);
}
