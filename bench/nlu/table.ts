// The NLU table: each measure for the product and the baselines (NLP.js second), with its goal (absolute, or a ratio to NLP.js).
export interface ComparisonRow {
  name: string;
  /** [product, NLP.js, other baselines…] */
  values: number[];
  format: 'ratio' | 'percent' | 'ms';
  goal?: { atLeast: number } | { atMost: number } | { atMostTimesBaseline: number };
}

const show = (value: number, format: ComparisonRow['format']) =>
  Number.isNaN(value) ? '—' : format === 'ratio' ? value.toFixed(3) : format === 'percent' ? `${value.toFixed(1)} %` : `${value >= 100 ? value.toFixed(0) : value.toFixed(3)} ms`;

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

export function printComparison(title: string, columns: string[], rows: ComparisonRow[]): boolean {
  console.log(`\n## ${title}`);
  console.log(`| measure | ${columns.join(' | ')} | goal | met |`);
  console.log(`|---|${columns.map(() => '---|').join('')}---|---|`);
  let allMet = true;
  for (const row of rows) {
    const [value, baseline] = row.values as [number, number];
    let goal = '';
    let met: boolean | undefined;
    if (row.goal && 'atLeast' in row.goal) {
      met = value >= row.goal.atLeast;
      goal = `≥ ${show(row.goal.atLeast, row.format)}`;
    } else if (row.goal && 'atMost' in row.goal) {
      met = value <= row.goal.atMost;
      goal = `≤ ${show(row.goal.atMost, row.format)}`;
    } else if (row.goal) {
      met = value <= row.goal.atMostTimesBaseline * baseline;
      goal = `≤ ${row.goal.atMostTimesBaseline}× NLP.js (${(value / baseline).toFixed(2)}×)`;
    }
    if (met === false) allMet = false;
    console.log(`| ${row.name} | ${row.values.map((v) => show(v, row.format)).join(' | ')} | ${goal} | ${met === undefined ? '' : met ? 'yes' : 'NO'} |`);
  }
  return allMet;
}
