import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { readableTextOn } from '@/lib/colour/contrast';

/**
 * A chat tag in the colour an admin chose: filled with it, the text black or white, whichever reads (antd's own
 * colour tags write the colour on a pale tint of it, under 4.5:1 for most mid-tone colours).
 */
export function ColourTag({ colour, children }: { colour: string; children: ReactNode }) {
  return <Tag variant="solid" color={colour} style={{ color: readableTextOn(colour) }}>{children}</Tag>;
}
