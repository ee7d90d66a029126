/** §9 "Histogram label split at 15 characters on narrow screens (under 786 px), 30 otherwise". */
import { THRESHOLDS } from '@switchboard/contracts/common/constants';

export const labelLineLength = (viewportWidth: number): number =>
  viewportWidth < THRESHOLDS.histogramNarrowWidthPx ? THRESHOLDS.histogramLabelSplitNarrow : THRESHOLDS.histogramLabelSplitWide;

/**
 * A label as lines of at most `max` characters, broken between words where it can and inside a word only when the
 * word alone is longer than a line.
 */
export function splitLabel(label: string, max: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of label.trim().split(/\s+/)) {
    let rest = word;
    while (rest.length > max) {
      if (line) { lines.push(line); line = ''; }
      lines.push(rest.slice(0, max));
      rest = rest.slice(max);
    }
    if (!rest) continue;
    if (!line) line = rest;
    else if (line.length + 1 + rest.length <= max) line = `${line} ${rest}`;
    else { lines.push(line); line = rest; }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}
