import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio, READABLE } from '@/lib/colour/contrast';
import { TAG_PRESETS, themeConfig } from './theme';

describe('theme', () => {
  it.each(['light', 'dark'] as const)('gives every preset tag readable text in the %s theme (its shade 7 on shade 1)', (mode) => {
    const token = theme.getDesignToken(themeConfig(mode)) as unknown as Record<string, string>;
    const unreadable = TAG_PRESETS.flatMap((colour) => [`${colour}7`, `${colour}-7`])
      .filter((key) => contrastRatio(token[key]!, token[`${key.replace(/-?7$/, '')}1`]!) < READABLE);
    expect(unreadable).toEqual([]);
  });
});
