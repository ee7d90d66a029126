// Weighted logistic regression by Newton's method: few inputs, a few thousand rows (calibrate.ts's fit).

export interface WeightedRow { inputs: number[]; label: 0 | 1; weight: number }

/** Solves A x = b by Gaussian elimination with partial pivoting (A is small and positive definite here). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = col + 1; r < n; r++) {
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let sum = m[r]![n]!;
    for (let c = r + 1; c < n; c++) sum -= m[r]![c]! * x[c]!;
    x[r] = sum / m[r]![r]!;
  }
  return x;
}

/** The coefficients maximising the weighted log-likelihood, with a small L2 penalty so that separable data stays finite. */
export function fitLogistic(rows: readonly WeightedRow[], l2 = 1e-3, iterations = 30): number[] {
  const d = rows[0]?.inputs.length ?? 0;
  let beta = new Array<number>(d).fill(0);
  for (let it = 0; it < iterations; it++) {
    const gradient = beta.map((b) => l2 * b);
    const hessian = beta.map((_, i) => beta.map((__, j) => (i === j ? l2 : 0)));
    for (const { inputs, label, weight } of rows) {
      let z = 0;
      for (let i = 0; i < d; i++) z += beta[i]! * inputs[i]!;
      const p = 1 / (1 + Math.exp(-z));
      for (let i = 0; i < d; i++) {
        gradient[i]! += weight * (p - label) * inputs[i]!;
        for (let j = 0; j < d; j++) hessian[i]![j]! += weight * p * (1 - p) * inputs[i]! * inputs[j]!;
      }
    }
    const step = solve(hessian, gradient);
    beta = beta.map((b, i) => b - step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return beta;
}
