// "Find my size" (issue 34): a size from the chart for the shopper's measurements, nudged by buyers' fit.
import { FIT_NUDGE_MESSAGES, type FitNudge } from './fit-summary';
import type { BodyMeasure, BodyMeasurements, SizeChart } from './size-chart';

/** Texts of the recommendation. */
export const SIZE_RECOMMENDATION_MESSAGES = {
  noMeasurements: 'Enter at least one of your measurements.',
  outOfRange: 'Please enter a measurement between 20 and 250 cm.',
  between: (smaller: string, larger: string) => `You are between ${smaller} and ${larger}: take ${larger} for a relaxed fit, or ${smaller} for a closer one.`,
  heightOnly: 'From your height alone this is a rough guide: add a measurement for a closer match.',
  belowChart: 'You measure under our smallest size: it may be loose.',
  aboveChart: 'You measure over our largest size: it may be snug.',
} as const;

/** Measurements a person can have, in centimetres. */
export const MEASUREMENT_BOUNDS = { min: 20, max: 250 } as const;

/** A recommended size, with what the shopper should know about it. */
export interface SizeRecommendation {
  readonly size: string;
  /** The size the measurements alone point to, before the buyers' fit moved it. */
  readonly measuredSize: string;
  /** What to say beside the size, in order (between sizes, the nudge, …). */
  readonly notes: readonly string[];
}

/** Why no size could be recommended. */
export interface SizeRecommendationRefusal {
  readonly message: string;
}

/** Where one measurement falls in the chart: the index of the size, and whether it fell between two. */
interface Placement {
  readonly index: number;
  readonly between: boolean;
  readonly edge: 'below' | 'above' | null;
}

/** The size index one measurement points to; on a boundary or in a gap, the larger of the two. */
function placeMeasurement(chart: SizeChart, measure: BodyMeasure, value: number): Placement | null {
  const rows = chart.rows.map((row, index) => ({ index, range: row.measures[measure] })).filter((row) => row.range !== undefined);
  if (rows.length === 0) return null;
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  if (value < first.range!.min) return { index: first.index, between: false, edge: 'below' };
  if (value > last.range!.max) return { index: last.index, between: false, edge: 'above' };
  const fitting = rows.filter((row) => value >= row.range!.min && value <= row.range!.max);
  if (fitting.length === 1) return { index: fitting[0]!.index, between: false, edge: null };
  if (fitting.length > 1) return { index: fitting[fitting.length - 1]!.index, between: true, edge: null };
  // In a gap between two sizes: the larger one.
  const larger = rows.find((row) => row.range!.min > value)!;
  return { index: larger.index, between: true, edge: null };
}

/** Whether a measurement is one a person can have. */
export function isPlausibleMeasurement(value: number): boolean {
  return Number.isFinite(value) && value >= MEASUREMENT_BOUNDS.min && value <= MEASUREMENT_BOUNDS.max;
}

/**
 * The size for the shopper's measurements: each known measurement points to a size and the
 * largest wins (a garment must fit everywhere); between two sizes, the larger one for a relaxed
 * fit. Height counts only when no other measurement is known. The buyers' fit then moves it one
 * size up or down when most of them agree.
 */
export function recommendSize(chart: SizeChart, body: BodyMeasurements, nudge: FitNudge = 0): SizeRecommendation | SizeRecommendationRefusal {
  const known = chart.measures.filter((measure) => body[measure] !== undefined);
  if (known.some((measure) => !isPlausibleMeasurement(body[measure]!))) return { message: SIZE_RECOMMENDATION_MESSAGES.outOfRange };
  const bodyMeasures = known.filter((measure) => measure !== 'height');
  const used = bodyMeasures.length > 0 ? bodyMeasures : known;
  const placements = used.map((measure) => placeMeasurement(chart, measure, body[measure]!)).filter((each): each is Placement => each !== null);
  if (placements.length === 0 || chart.rows.length === 0) return { message: SIZE_RECOMMENDATION_MESSAGES.noMeasurements };

  const index = Math.max(...placements.map((each) => each.index));
  const decisive = placements.filter((each) => each.index === index);
  const notes: string[] = [];
  if (decisive.some((each) => each.between) && index > 0) {
    notes.push(SIZE_RECOMMENDATION_MESSAGES.between(chart.rows[index - 1]!.size, chart.rows[index]!.size));
  }
  if (decisive.every((each) => each.edge === 'below')) notes.push(SIZE_RECOMMENDATION_MESSAGES.belowChart);
  if (decisive.some((each) => each.edge === 'above')) notes.push(SIZE_RECOMMENDATION_MESSAGES.aboveChart);
  if (bodyMeasures.length === 0) notes.push(SIZE_RECOMMENDATION_MESSAGES.heightOnly);

  const nudged = Math.min(Math.max(index + nudge, 0), chart.rows.length - 1);
  if (nudged > index) notes.push(FIT_NUDGE_MESSAGES.up);
  if (nudged < index) notes.push(FIT_NUDGE_MESSAGES.down);
  return { size: chart.rows[nudged]!.size, measuredSize: chart.rows[index]!.size, notes };
}

/** Whether recommendSize found a size. */
export function isSizeRecommendation(answer: SizeRecommendation | SizeRecommendationRefusal): answer is SizeRecommendation {
  return 'size' in answer;
}

/** The sizes a shopper found, per chart: what preselects a size on other products of that chart. */
export type RememberedSizes = Readonly<Record<string, string>>;

/** The remembered size of this chart when the product offers it in stock; else null. */
export function preselectedSize(remembered: RememberedSizes, chartSlug: string | null, inStock: (size: string) => boolean): string | null {
  if (chartSlug === null) return null;
  const size = remembered[chartSlug];
  return size !== undefined && inStock(size) ? size : null;
}
