/**
 * Where an expected and an actual text differ, word by word (a longest-common-subsequence over the words, each with
 * the spaces after it, compared without them): the parts only in the expected text are 'removed', the parts only in
 * the actual text 'added'.
 */
export interface DiffPart { text: string; change: 'same' | 'removed' | 'added' }

const tokens = (text: string) => text.match(/^\s+|\S+\s*/g) ?? [];
/** Past this many tokens a side the table would be large; the texts are shown whole as changed. */
const MAX_TOKENS = 400;

/** Runs of one change join, the spaces between two changed words included: "Which order" is one mark, not two. */
function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const [i, part] of parts.entries()) {
    const between = part.change === 'same' && /^\s+$/.test(part.text) && i > 0 && parts[i - 1]!.change !== 'same' && parts[i + 1]?.change === parts[i - 1]!.change;
    if (between) {
      out.at(-1)!.text += part.text;
      continue;
    }
    const last = out.at(-1);
    if (last && last.change === part.change) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/** Both sides: `expected` holds same and removed parts, `actual` same and added ones. */
export function wordDiff(expected: string, actual: string): { expected: DiffPart[]; actual: DiffPart[] } {
  const a = tokens(expected);
  const b = tokens(actual);
  const same = (i: number, j: number) => a[i]!.trim() === b[j]!.trim();
  if (a.length > MAX_TOKENS || b.length > MAX_TOKENS) {
    return { expected: [{ text: expected, change: 'removed' }], actual: [{ text: actual, change: 'added' }] };
  }
  // lcs[i][j]: the common length of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = same(i, j) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const left: DiffPart[] = [];
  const right: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (same(i, j)) {
      left.push({ text: a[i]!, change: 'same' });
      right.push({ text: b[j]!, change: 'same' });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) left.push({ text: a[i++]!, change: 'removed' });
    else right.push({ text: b[j++]!, change: 'added' });
  }
  while (i < a.length) left.push({ text: a[i++]!, change: 'removed' });
  while (j < b.length) right.push({ text: b[j++]!, change: 'added' });
  return { expected: merge(left), actual: merge(right) };
}
