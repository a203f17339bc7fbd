// The kit's range slider as numbers (spec §9): its defaults, values kept to a number of
// significant figures, keyboard steps that follow a value's size, and where a value sits on the
// track. The component draws and listens; every value it shows comes from here.

/** A slider's scale: its ends, the significant figures a value keeps, and the finest step. */
export interface SliderScale {
  readonly min: number;
  readonly max: number;
  /** Significant figures a value keeps: at 2, 137 is 140 and 23.4 is 23. */
  readonly significantFigures: number;
  /** The finest step a value moves by (1: whole units). */
  readonly step: number;
}

/** Spec §9: min 0, max 100, 2 significant figures; the finest step, whole units, is ours. */
export const RANGE_SLIDER_DEFAULTS: SliderScale = { min: 0, max: 100, significantFigures: 2, step: 1 };

/** A two-thumb slider's value: the lower thumb first, never above the upper. */
export type SliderRange = readonly [number, number];

/** Which thumb of a range: 0 the lower, 1 the upper. */
export type SliderThumb = 0 | 1;

/** Fewer steps of a tenth of the track than this and PageUp moves by one step instead. */
const PAGE_PARTS = 10;

/** Drops float noise (0.30000000000000004) so a value compares and prints as written. */
const tidy = (value: number): number => Number(value.toPrecision(12));

const clamp = (value: number, scale: SliderScale): number => Math.min(scale.max, Math.max(scale.min, value));

/** `value` rounded to `figures` significant figures: 137 → 140, 23.4 → 23, 0.0456 → 0.046 at 2; 0 stays 0. */
export function roundToSignificantFigures(value: number, figures: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  return Number(value.toPrecision(figures));
}

/**
 * The value a slider takes for `value`: kept to the scale's significant figures, then to its
 * finest step, or an end when that is nearer (so the ends, which may have more figures, are
 * always reachable and a narrow scale never jumps from one end to the other).
 */
export function snapSliderValue(value: number, scale: SliderScale): number {
  if (!Number.isFinite(value)) return scale.min;
  const within = clamp(value, scale);
  const rounded = tidy(Math.round(roundToSignificantFigures(within, scale.significantFigures) / scale.step) * scale.step);
  const candidates = [scale.min, scale.max];
  if (rounded >= scale.min && rounded <= scale.max) candidates.unshift(rounded);
  return candidates.reduce((best, candidate) => (Math.abs(candidate - within) < Math.abs(best - within) ? candidate : best));
}

/** The step at a value's size: 10 at 140, 1 at 23 (2 significant figures), never finer than the scale's step. */
function stepAt(value: number, scale: SliderScale): number {
  if (value === 0) return scale.step;
  const figure = 10 ** (Math.floor(Math.log10(Math.abs(value))) - scale.significantFigures + 1);
  return Math.max(scale.step, tidy(figure));
}

/**
 * One keyboard step from `value` (Arrow keys): to the next value with the scale's significant
 * figures, so 99 goes up to 100 and 100 down to 99, 100 up to 110.
 */
export function stepSliderValue(value: number, direction: 1 | -1, scale: SliderScale): number {
  const size = stepAt(value, scale);
  let next = value + direction * size;
  // Crossing a power of ten towards zero: the finer step of the other side.
  const finer = stepAt(next, scale);
  if (finer < size) next = value + direction * finer;
  return snapSliderValue(next, scale);
}

/** A tenth of the track from `value` (PageUp, PageDown), at least one step. */
export function pageSliderValue(value: number, direction: 1 | -1, scale: SliderScale): number {
  const paged = snapSliderValue(value + (direction * (scale.max - scale.min)) / PAGE_PARTS, scale);
  return paged === snapSliderValue(value, scale) ? stepSliderValue(value, direction, scale) : paged;
}

/** Where `value` sits on the track, from 0 (min) to 1 (max). */
export function sliderFraction(value: number, scale: SliderScale): number {
  if (scale.max <= scale.min) return 0;
  return Math.min(1, Math.max(0, (value - scale.min) / (scale.max - scale.min)));
}

/** The value at a point of the track, from 0 (min) to 1 (max), snapped. */
export function sliderValueAt(fraction: number, scale: SliderScale): number {
  const within = Math.min(1, Math.max(0, fraction));
  return snapSliderValue(scale.min + within * (scale.max - scale.min), scale);
}

/** The range with one thumb moved to `value`, which stops at the other thumb. */
export function moveThumb(range: SliderRange, thumb: SliderThumb, value: number): SliderRange {
  return thumb === 0 ? [Math.min(value, range[1]), range[1]] : [range[0], Math.max(value, range[0])];
}

/**
 * The thumb a press at `value` takes: the nearer one; where both sit together, the one with more
 * room to move (the lower in the track's upper half, the upper in its lower half).
 */
export function nearestThumb(range: SliderRange, value: number, scale: SliderScale): SliderThumb {
  const [lower, upper] = range;
  if (value < lower) return 0;
  if (value > upper) return 1;
  if (lower === upper) return lower >= (scale.min + scale.max) / 2 ? 0 : 1;
  return value - lower <= upper - value ? 0 : 1;
}
