import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  moveThumb,
  nearestThumb,
  pageSliderValue,
  RANGE_SLIDER_DEFAULTS,
  roundToSignificantFigures,
  sliderFraction,
  sliderValueAt,
  snapSliderValue,
  stepSliderValue,
  type SliderScale,
} from '@/domain/range-slider';

/** A price filter's scale: whole dollars from $12 to $487. */
const PRICES: SliderScale = { min: 12, max: 487, significantFigures: 2, step: 1 };

describe('range slider (spec §9: min 0, max 100, 2 significant figures)', () => {
  it('spec §9: defaults to min 0, max 100 and 2 significant figures', () => {
    expect(RANGE_SLIDER_DEFAULTS).toMatchObject({ min: 0, max: 100, significantFigures: 2 });
  });

  it('rounds to significant figures', () => {
    expect(roundToSignificantFigures(137, 2)).toBe(140);
    expect(roundToSignificantFigures(134, 2)).toBe(130);
    expect(roundToSignificantFigures(23.4, 2)).toBe(23);
    expect(roundToSignificantFigures(0.0456, 2)).toBe(0.046);
    expect(roundToSignificantFigures(1234.5, 3)).toBe(1230);
    expect(roundToSignificantFigures(-137, 2)).toBe(-140);
    expect(roundToSignificantFigures(0, 2)).toBe(0);
  });

  it('a value keeps 2 significant figures and whole steps, within the ends, which stay reachable', () => {
    expect(snapSliderValue(137, PRICES)).toBe(140);
    expect(snapSliderValue(23.4, PRICES)).toBe(23);
    expect(snapSliderValue(5, PRICES)).toBe(12);
    expect(snapSliderValue(486, PRICES)).toBe(487); // 490 is past the end
    expect(snapSliderValue(Number.NaN, PRICES)).toBe(12);
    expect(snapSliderValue(5.5, RANGE_SLIDER_DEFAULTS)).toBe(6); // 2 figures, then whole units
    expect(snapSliderValue(0.37, { ...RANGE_SLIDER_DEFAULTS, step: 0.1 })).toBe(0.4);
  });

  it('an arrow key moves to the next value with 2 figures: by 1 below 100, by 10 from 100', () => {
    expect(stepSliderValue(23, 1, PRICES)).toBe(24);
    expect(stepSliderValue(99, 1, PRICES)).toBe(100);
    expect(stepSliderValue(100, 1, PRICES)).toBe(110);
    expect(stepSliderValue(110, -1, PRICES)).toBe(100);
    expect(stepSliderValue(100, -1, PRICES)).toBe(99);
    expect(stepSliderValue(480, 1, PRICES)).toBe(487);
    expect(stepSliderValue(487, -1, PRICES)).toBe(480);
    expect(stepSliderValue(12, -1, PRICES)).toBe(12);
    expect(stepSliderValue(0, 1, RANGE_SLIDER_DEFAULTS)).toBe(1);
    expect(stepSliderValue(10, -1, RANGE_SLIDER_DEFAULTS)).toBe(9);
  });

  it('PageUp and PageDown move a tenth of the track, at least one step', () => {
    expect(pageSliderValue(12, 1, PRICES)).toBe(60); // 12 + 47.5, to 2 figures
    expect(pageSliderValue(487, -1, PRICES)).toBe(440);
    expect(pageSliderValue(50, 1, RANGE_SLIDER_DEFAULTS)).toBe(60);
    const narrow: SliderScale = { min: 0, max: 5, significantFigures: 2, step: 1 };
    expect(pageSliderValue(2, 1, narrow)).toBe(3);
  });

  it('places a value on the track and reads a point of it back', () => {
    expect(sliderFraction(12, PRICES)).toBe(0);
    expect(sliderFraction(487, PRICES)).toBe(1);
    expect(sliderFraction(1000, PRICES)).toBe(1);
    expect(sliderFraction(50, RANGE_SLIDER_DEFAULTS)).toBe(0.5);
    expect(sliderFraction(3, { ...PRICES, min: 3, max: 3 })).toBe(0);
    expect(sliderValueAt(0.5, PRICES)).toBe(250); // 249.5 to 2 figures
    expect(sliderValueAt(-1, PRICES)).toBe(12);
    expect(sliderValueAt(2, PRICES)).toBe(487);
  });

  it('a thumb stops at the other one', () => {
    expect(moveThumb([20, 80], 0, 90)).toEqual([80, 80]);
    expect(moveThumb([20, 80], 0, 30)).toEqual([30, 80]);
    expect(moveThumb([20, 80], 1, 10)).toEqual([20, 20]);
    expect(moveThumb([20, 80], 1, 95)).toEqual([20, 95]);
  });

  it('a press takes the nearer thumb; thumbs together give the one with room to move', () => {
    expect(nearestThumb([20, 80], 10, RANGE_SLIDER_DEFAULTS)).toBe(0);
    expect(nearestThumb([20, 80], 45, RANGE_SLIDER_DEFAULTS)).toBe(0);
    expect(nearestThumb([20, 80], 55, RANGE_SLIDER_DEFAULTS)).toBe(1);
    expect(nearestThumb([20, 80], 99, RANGE_SLIDER_DEFAULTS)).toBe(1);
    expect(nearestThumb([100, 100], 100, RANGE_SLIDER_DEFAULTS)).toBe(0);
    expect(nearestThumb([0, 0], 0, RANGE_SLIDER_DEFAULTS)).toBe(1);
  });

  it('property: a snapped value is within the ends, has at most 2 significant figures unless it is an end, and snaps to itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), fc.double({ min: -1, max: 2, noNaN: true }), (min, span, at) => {
        const scale: SliderScale = { min, max: min + span, significantFigures: 2, step: 1 };
        const value = snapSliderValue(min + at * span, scale);
        expect(value).toBeGreaterThanOrEqual(scale.min);
        expect(value).toBeLessThanOrEqual(scale.max);
        if (value !== scale.min && value !== scale.max) expect(roundToSignificantFigures(value, 2)).toBe(value);
        expect(snapSliderValue(value, scale)).toBe(value);
      }),
    );
  });

  it('property: an arrow step always moves (unless at an end) and never skips a 2-figure value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999 }), fc.constantFrom<1 | -1>(1, -1), (start, direction) => {
        const scale: SliderScale = { min: 0, max: 10_000, significantFigures: 2, step: 1 };
        const from = snapSliderValue(start, scale);
        const to = stepSliderValue(from, direction, scale);
        if ((direction === 1 && from === scale.max) || (direction === -1 && from === scale.min)) return;
        expect(Math.sign(to - from)).toBe(direction);
        // No value with 2 figures lies strictly between them.
        for (let between = Math.min(from, to) + 1; between < Math.max(from, to); between += 1) {
          expect(roundToSignificantFigures(between, 2)).not.toBe(between);
        }
      }),
    );
  });
});
