// What a threshold does with an engine's scores: the calibration measures of the NLU table (issue 31).

/** One test sentence as an engine scored it: its best intent's score before the threshold, and whether that intent is the expected one. */
export interface Scored { score: number; correct: boolean }

export interface ThresholdFigures {
  /** Top-1 accuracy, whatever the score. */
  accuracy: number;
  /** Right and at or above the threshold: the answers the bot gives and gets right. */
  accuracyAtThreshold: number;
  /** Of the wrong top-1 answers, the share below the threshold (the bot falls back instead of answering wrong). */
  errorsCaught: number;
  /** Of the right top-1 answers, the share below the threshold (lost to the fallback). */
  rightLost: number;
  /** Expected calibration error: the mean gap between the score and the share right, over 10 equal-width bins, weighted by size. */
  ece: number;
}

const BINS = 10;

export function thresholdFigures(scored: readonly Scored[], threshold: number): ThresholdFigures {
  const share = (part: number, whole: number) => (whole === 0 ? Number.NaN : part / whole);
  const right = scored.filter((s) => s.correct);
  const wrong = scored.filter((s) => !s.correct);
  const sums = Array.from({ length: BINS }, () => ({ count: 0, score: 0, correct: 0 }));
  for (const { score, correct } of scored) {
    const bin = sums[Math.min(BINS - 1, Math.max(0, Math.floor(score * BINS)))]!;
    bin.count++;
    bin.score += score;
    bin.correct += correct ? 1 : 0;
  }
  const gap = sums.reduce((sum, bin) => sum + Math.abs(bin.score - bin.correct), 0);
  return {
    accuracy: share(right.length, scored.length),
    accuracyAtThreshold: share(right.filter((s) => s.score >= threshold).length, scored.length),
    errorsCaught: share(wrong.filter((s) => s.score < threshold).length, wrong.length),
    rightLost: share(right.filter((s) => s.score < threshold).length, right.length),
    ece: share(gap, scored.length),
  };
}

/** Out-of-scope recall: the share of out-of-scope sentences whose best score is below the threshold (or whose best intent is None). */
export function outOfScopeRecall(scores: ReadonlyArray<{ score: number; none: boolean }>, threshold: number): number {
  return scores.filter((s) => s.none || s.score < threshold).length / scores.length;
}
