import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio, READABLE } from '@/lib/colour/contrast';
import { READABLE_TAG_TEXT, TAG_PRESETS, themeConfig } from './theme';

describe('theme', () => {
  it.each(['light', 'dark'] as const)('gives every preset tag readable text in the %s theme (its shade 7 on shade 1)', (mode) => {
    const token = theme.getDesignToken(themeConfig(mode)) as unknown as Record<string, string>;
    const unreadable = TAG_PRESETS.flatMap((colour) => [`${colour}7`, `${colour}-7`])
      .filter((key) => contrastRatio(token[key]!, token[`${key.replace(/-?7$/, '')}1`]!) < READABLE);
    expect(unreadable).toEqual([]);
  });

  it.each([['light', theme.defaultAlgorithm], ['dark', theme.darkAlgorithm]] as const)(
    'writes out, for the %s theme, the first shade from 7 on that reads on shade 1 in antd’s own palette', (mode, algorithm) => {
      const palette = theme.getDesignToken({ algorithm }) as unknown as Record<string, string>;
      const firstReadable = Object.fromEntries(TAG_PRESETS.map((colour) => {
        const shades = [7, 8, 9, 10].map((shade) => palette[`${colour}${shade}`]!);
        return [colour, shades.find((shade) => contrastRatio(shade, palette[`${colour}1`]!) >= READABLE) ?? shades.at(-1)!];
      }));
      expect(READABLE_TAG_TEXT[mode]).toEqual(firstReadable);
    });
});
