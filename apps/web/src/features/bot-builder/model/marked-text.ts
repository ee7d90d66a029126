/** Splits an utterance into plain and entity-marked parts (marks sorted, overlaps dropped). */
import type { MarkedEntity } from '@switchboard/contracts/bot-builder/bot-builder.schemas';

export type Part = { text: string; entity?: string };

export function markedParts(text: string, marks: readonly MarkedEntity[]): Part[] {
  const parts: Part[] = [];
  let at = 0;
  for (const mark of [...marks].sort((a, b) => a.start - b.start)) {
    if (mark.start < at || mark.end > text.length) continue;
    if (mark.start > at) parts.push({ text: text.slice(at, mark.start) });
    parts.push({ text: text.slice(mark.start, mark.end), entity: mark.entity });
    at = mark.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** Adds a mark for the selection unless it is empty or overlaps one already there. */
export function addMark(marks: readonly MarkedEntity[], mark: MarkedEntity): MarkedEntity[] {
  if (mark.end <= mark.start) return [...marks];
  const overlaps = marks.some((other) => mark.start < other.end && mark.end > other.start);
  return overlaps ? [...marks] : [...marks, mark].sort((a, b) => a.start - b.start);
}
