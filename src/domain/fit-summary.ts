// What buyers say about a product's fit (issue 34): shares, the leading verdict and its nudge.

/** How a buyer found the size they bought. */
export type FitVerdict = 'runs_small' | 'true_to_size' | 'runs_large';

/** The verdicts in the order they are shown. */
export const FIT_VERDICTS: readonly FitVerdict[] = ['runs_small', 'true_to_size', 'runs_large'];

/** Each verdict as a shopper reads it. */
export const FIT_LABELS: Record<FitVerdict, string> = {
  runs_small: 'Runs small',
  true_to_size: 'True to size',
  runs_large: 'Runs large',
};

/** How many buyers gave each verdict. */
export type FitCounts = Record<FitVerdict, number>;

/** Fewer verdicts than this say nothing reliable, so neither a summary nor a nudge is given. */
export const FIT_SUMMARY_MIN_REVIEWS = 3;

/** The fit summary shown next to the size picker. */
export interface FitSummary {
  readonly total: number;
  /** Whole percentages that add up to 100. */
  readonly shares: Record<FitVerdict, number>;
  /** The verdict most buyers gave (true to size on a tie with it). */
  readonly leading: FitVerdict;
  /** "True to size: 64 %". */
  readonly label: string;
}

/** Whole percentages of counts that add up to 100 (largest remainder; ties go to the earlier verdict). */
export function fitShares(counts: FitCounts): Record<FitVerdict, number> {
  const total = FIT_VERDICTS.reduce((sum, verdict) => sum + counts[verdict], 0);
  const shares: Record<FitVerdict, number> = { runs_small: 0, true_to_size: 0, runs_large: 0 };
  if (total === 0) return shares;
  const exact = FIT_VERDICTS.map((verdict) => ({ verdict, value: (counts[verdict] * 100) / total }));
  for (const each of exact) shares[each.verdict] = Math.floor(each.value);
  let left = 100 - FIT_VERDICTS.reduce((sum, verdict) => sum + shares[verdict], 0);
  const byRemainder = [...exact].sort((a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)));
  for (const each of byRemainder) {
    if (left <= 0) break;
    shares[each.verdict] += 1;
    left -= 1;
  }
  return shares;
}

/** The summary of the buyers' verdicts, or null below FIT_SUMMARY_MIN_REVIEWS. */
export function fitSummary(counts: FitCounts): FitSummary | null {
  const total = FIT_VERDICTS.reduce((sum, verdict) => sum + counts[verdict], 0);
  if (total < FIT_SUMMARY_MIN_REVIEWS) return null;
  const shares = fitShares(counts);
  // True to size wins a tie: a split verdict is no reason to change size.
  const leading = (['true_to_size', 'runs_small', 'runs_large'] as const).reduce((best, verdict) => (counts[verdict] > counts[best] ? verdict : best));
  return { total, shares, leading, label: `${FIT_LABELS[leading]}: ${shares[leading]} %` };
}

/** Which way the buyers' verdict moves a recommended size: one size up, down, or not at all. */
export type FitNudge = -1 | 0 | 1;

/** Texts of the nudge. */
export const FIT_NUDGE_MESSAGES = {
  up: 'Most buyers say it runs small: consider one size up.',
  down: 'Most buyers say it runs large: consider one size down.',
} as const;

/** One size up when most buyers say it runs small, down when most say it runs large, else none. */
export function fitNudge(summary: FitSummary | null): FitNudge {
  if (summary === null || summary.shares[summary.leading] <= 50) return 0;
  if (summary.leading === 'runs_small') return 1;
  if (summary.leading === 'runs_large') return -1;
  return 0;
}
