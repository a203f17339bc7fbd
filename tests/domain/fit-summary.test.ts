import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fitNudge, fitShares, fitSummary, FIT_VERDICTS } from '@/domain';

describe('fit summary: what buyers say about the fit', () => {
  it('reads "True to size: 64 %" for the leading verdict', () => {
    const summary = fitSummary({ runs_small: 3, true_to_size: 16, runs_large: 6 });
    expect(summary?.label).toBe('True to size: 64 %');
    expect(summary?.shares).toEqual({ runs_small: 12, true_to_size: 64, runs_large: 24 });
    expect(summary?.total).toBe(25);
  });

  it('gives nothing below three verdicts', () => {
    expect(fitSummary({ runs_small: 1, true_to_size: 1, runs_large: 0 })).toBeNull();
    expect(fitShares({ runs_small: 0, true_to_size: 0, runs_large: 0 })).toEqual({ runs_small: 0, true_to_size: 0, runs_large: 0 });
  });

  it('lets true to size win a tie', () => {
    expect(fitSummary({ runs_small: 2, true_to_size: 2, runs_large: 0 })?.leading).toBe('true_to_size');
    expect(fitSummary({ runs_small: 3, true_to_size: 1, runs_large: 0 })?.label).toBe('Runs small: 75 %');
  });

  it('shares are whole percentages that always add up to 100', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(500), (runs_small, true_to_size, runs_large) => {
        fc.pre(runs_small + true_to_size + runs_large > 0);
        const shares = fitShares({ runs_small, true_to_size, runs_large });
        expect(FIT_VERDICTS.reduce((sum, verdict) => sum + shares[verdict], 0)).toBe(100);
      }),
    );
  });

  it('nudges one size only when most buyers agree it runs small or large', () => {
    expect(fitNudge(fitSummary({ runs_small: 6, true_to_size: 3, runs_large: 1 }))).toBe(1);
    expect(fitNudge(fitSummary({ runs_small: 0, true_to_size: 2, runs_large: 5 }))).toBe(-1);
    expect(fitNudge(fitSummary({ runs_small: 5, true_to_size: 4, runs_large: 1 }))).toBe(0);
    expect(fitNudge(fitSummary({ runs_small: 0, true_to_size: 9, runs_large: 1 }))).toBe(0);
    expect(fitNudge(null)).toBe(0);
  });
});
