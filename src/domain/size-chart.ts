// Size charts: the body measurements each size of a category fits (issue 34), in centimetres.

/** A body measurement a size chart may give, in centimetres. */
export type BodyMeasure = 'height' | 'bust' | 'chest' | 'waist' | 'hips' | 'inside_leg' | 'foot' | 'head';

/** The shopper's own measurements, in centimetres; those they do not know are absent. */
export type BodyMeasurements = Partial<Record<BodyMeasure, number>>;

/** An inclusive range of centimetres. */
export interface MeasureRange {
  readonly min: number;
  readonly max: number;
}

/** One size of a chart with the ranges it fits. */
export interface SizeChartRow {
  readonly size: string;
  readonly measures: Partial<Record<BodyMeasure, MeasureRange>>;
}

/** A category's size chart: its measures in display order and a row per size, smallest first. */
export interface SizeChart {
  readonly slug: string;
  readonly name: string;
  readonly measures: readonly BodyMeasure[];
  readonly rows: readonly SizeChartRow[];
}

/** Units the size guide can show. */
export type MeasureUnit = 'cm' | 'in';

/** Column headings of the chart and labels of the "find my size" fields. */
export const MEASURE_LABELS: Record<BodyMeasure, string> = {
  height: 'Height',
  bust: 'Bust',
  chest: 'Chest',
  waist: 'Waist',
  hips: 'Hips',
  inside_leg: 'Inside leg',
  foot: 'Foot length',
  head: 'Head',
};

/** How to take each measurement, as the size guide says it. */
export const HOW_TO_MEASURE: Record<BodyMeasure, string> = {
  height: 'Stand straight against a wall, barefoot, and measure from the floor to the top of your head.',
  bust: 'Measure around the fullest part of your bust, keeping the tape level under your arms.',
  chest: 'Measure around the fullest part of your chest, keeping the tape level under your arms.',
  waist: 'Measure around your natural waistline, the narrowest part of your torso.',
  hips: 'Stand with your feet together and measure around the fullest part of your hips.',
  inside_leg: 'Measure from the top of your inner thigh down to the floor, without shoes.',
  foot: 'Stand on a sheet of paper, mark your heel and longest toe, and measure between the marks.',
  head: 'Measure around your head just above the eyebrows and ears.',
};

const CM_PER_INCH = 2.54;

/** Centimetres in inches, to the nearest half inch (how size charts print them). */
export function cmToInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 2) / 2;
}

/** Inches in centimetres, to the nearest whole centimetre. */
export function inchesToCm(inches: number): number {
  return Math.round(inches * CM_PER_INCH);
}

/** One value in a unit, without trailing zeros ("32.5", "82"). */
export function formatMeasure(cm: number, unit: MeasureUnit): string {
  return String(unit === 'cm' ? cm : cmToInches(cm));
}

/** A chart cell: "82–86" in the unit, or "–" for a size that does not give that measure. */
export function formatRange(range: MeasureRange | undefined, unit: MeasureUnit): string {
  if (range === undefined) return '–';
  const min = formatMeasure(range.min, unit);
  const max = formatMeasure(range.max, unit);
  return min === max ? min : `${min}–${max}`;
}

/** The unit kept from before, or centimetres when nothing usable was kept. */
export function measureUnitOrDefault(value: unknown): MeasureUnit {
  return value === 'in' ? 'in' : 'cm';
}

/**
 * The chart of a category: its own, else its nearest ancestor's (a child inherits its parent's
 * unless it has one of its own). The trail runs from the root down to the category.
 */
export function inheritedChart<C>(trail: readonly { readonly chart: C | null }[]): C | null {
  for (let index = trail.length - 1; index >= 0; index -= 1) {
    const chart = trail[index]!.chart;
    if (chart !== null) return chart;
  }
  return null;
}
