// Prints a benchmark's figures next to its same-run baseline, as a ratio, and checks it against its goal.
export interface Row {
  name: string;
  value: number;
  baseline: number;
  unit: string;
  /** The ratio value/baseline must stay at or below this (or at or above, when higherIsBetter). */
  goal?: { ratio: number; higherIsBetter?: boolean } | { absolute: number; higherIsBetter?: boolean };
}

const fmt = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(2));

export function printRows(title: string, rows: Row[]): boolean {
  console.log(`\n## ${title}`);
  console.log('| measure | value | baseline | ratio | goal | met |');
  console.log('|---|---|---|---|---|---|');
  let allMet = true;
  for (const row of rows) {
    const ratio = row.value / row.baseline;
    let goalText = '';
    let met = true;
    if (row.goal && 'ratio' in row.goal) {
      met = row.goal.higherIsBetter ? ratio >= row.goal.ratio : ratio <= row.goal.ratio;
      goalText = `${row.goal.higherIsBetter ? '≥' : '≤'} ${row.goal.ratio}×`;
    } else if (row.goal) {
      met = row.goal.higherIsBetter ? row.value >= row.goal.absolute : row.value <= row.goal.absolute;
      goalText = `${row.goal.higherIsBetter ? '≥' : '≤'} ${row.goal.absolute} ${row.unit}`;
    }
    allMet &&= met;
    console.log(`| ${row.name} | ${fmt(row.value)} ${row.unit} | ${fmt(row.baseline)} ${row.unit} | ${ratio.toFixed(2)}× | ${goalText} | ${row.goal ? (met ? 'yes' : 'NO') : ''} |`);
  }
  return allMet;
}
