import { describe, expect, it } from 'vitest';
import { isSizeRecommendation, preselectedSize, recommendSize, SIZE_RECOMMENDATION_MESSAGES, type SizeChart } from '@/domain';

const chart: SizeChart = {
  slug: 'women',
  name: 'Women',
  measures: ['height', 'bust', 'waist', 'hips'],
  rows: [
    { size: 'XS', measures: { height: { min: 155, max: 162 }, bust: { min: 78, max: 82 }, waist: { min: 60, max: 64 }, hips: { min: 86, max: 90 } } },
    { size: 'S', measures: { height: { min: 160, max: 167 }, bust: { min: 82, max: 86 }, waist: { min: 64, max: 68 }, hips: { min: 90, max: 94 } } },
    { size: 'M', measures: { height: { min: 165, max: 172 }, bust: { min: 87, max: 91 }, waist: { min: 69, max: 73 }, hips: { min: 95, max: 99 } } },
    { size: 'L', measures: { height: { min: 170, max: 177 }, bust: { min: 92, max: 97 }, waist: { min: 74, max: 79 }, hips: { min: 100, max: 105 } } },
  ],
};

function sizeOf(answer: ReturnType<typeof recommendSize>): string {
  if (!isSizeRecommendation(answer)) throw new Error(answer.message);
  return answer.size;
}

describe('find my size: the size of the chart for the shopper\'s measurements', () => {
  it('takes the size whose ranges hold every measurement', () => {
    const answer = recommendSize(chart, { bust: 84, waist: 66, hips: 92 });
    expect(answer).toEqual({ size: 'S', measuredSize: 'S', notes: [] });
  });

  it('takes the largest size any measurement needs: a garment must fit everywhere', () => {
    expect(sizeOf(recommendSize(chart, { bust: 80, waist: 62, hips: 97 }))).toBe('M');
  });

  it('between two sizes takes the larger for a relaxed fit, and says so', () => {
    const onBoundary = recommendSize(chart, { bust: 82 });
    expect(onBoundary).toEqual({ size: 'S', measuredSize: 'S', notes: [SIZE_RECOMMENDATION_MESSAGES.between('XS', 'S')] });
    const inGap = recommendSize(chart, { waist: 68.5 });
    expect(sizeOf(inGap)).toBe('M');
    expect(isSizeRecommendation(inGap) && inGap.notes[0]).toBe('You are between S and M: take M for a relaxed fit, or S for a closer one.');
  });

  it('uses height only when no other measurement is known, as a rough guide', () => {
    expect(recommendSize(chart, { height: 168, waist: 62 })).toEqual({ size: 'XS', measuredSize: 'XS', notes: [] });
    const heightOnly = recommendSize(chart, { height: 171 });
    expect(sizeOf(heightOnly)).toBe('L');
    expect(isSizeRecommendation(heightOnly) && heightOnly.notes).toContain(SIZE_RECOMMENDATION_MESSAGES.heightOnly);
  });

  it('says when the shopper measures outside the chart', () => {
    expect(recommendSize(chart, { bust: 70 })).toEqual({ size: 'XS', measuredSize: 'XS', notes: [SIZE_RECOMMENDATION_MESSAGES.belowChart] });
    expect(recommendSize(chart, { hips: 120 })).toEqual({ size: 'L', measuredSize: 'L', notes: [SIZE_RECOMMENDATION_MESSAGES.aboveChart] });
  });

  it('is moved one size by the buyers\' fit, within the chart', () => {
    expect(recommendSize(chart, { bust: 84 }, 1)).toEqual({ size: 'M', measuredSize: 'S', notes: ['Most buyers say it runs small: consider one size up.'] });
    expect(recommendSize(chart, { bust: 84 }, -1)).toEqual({ size: 'XS', measuredSize: 'S', notes: ['Most buyers say it runs large: consider one size down.'] });
    expect(recommendSize(chart, { bust: 95 }, 1)).toEqual({ size: 'L', measuredSize: 'L', notes: [] });
  });

  it('refuses without a measurement of the chart, or with one no person has', () => {
    expect(recommendSize(chart, {})).toEqual({ message: SIZE_RECOMMENDATION_MESSAGES.noMeasurements });
    expect(recommendSize(chart, { foot: 25 })).toEqual({ message: SIZE_RECOMMENDATION_MESSAGES.noMeasurements });
    expect(recommendSize(chart, { bust: 5 })).toEqual({ message: SIZE_RECOMMENDATION_MESSAGES.outOfRange });
    expect(recommendSize(chart, { waist: Number.NaN })).toEqual({ message: SIZE_RECOMMENDATION_MESSAGES.outOfRange });
  });

  it('preselects a remembered size of the same chart only when it is in stock', () => {
    const remembered = { women: 'M', men: 'L' };
    expect(preselectedSize(remembered, 'women', (size) => size === 'M')).toBe('M');
    expect(preselectedSize(remembered, 'women', () => false)).toBeNull();
    expect(preselectedSize(remembered, 'shoes', () => true)).toBeNull();
    expect(preselectedSize(remembered, null, () => true)).toBeNull();
  });
});
