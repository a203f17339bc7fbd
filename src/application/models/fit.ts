import type { BodyMeasurements, FitVerdict, MeasureUnit, ReviewSort, ReviewStatus, SizeChart } from '@/domain';

/** The product page's size guide: its category's chart and the model's height and size. */
export interface SizeGuide {
  readonly chart: SizeChart | null;
  readonly model: { readonly height_cm: number; readonly size: string } | null;
}

/** A buyer's review as the product page shows it. */
export interface Review {
  readonly id: number;
  readonly author: string;
  readonly rating: number;
  readonly size: string;
  readonly fit: FitVerdict;
  readonly title: string;
  readonly text: string;
  readonly verified_buyer: boolean;
  readonly created_at: string;
  readonly updated_at: string;
  readonly mine: boolean;
}

/** Average, count, stars (one star first) and fit verdicts of a product's reviews. */
export interface ReviewSummary {
  readonly average: number | null;
  readonly count: number;
  readonly distribution: readonly number[];
  readonly fit: readonly { readonly verdict: FitVerdict; readonly count: number }[];
}

/** A page of a product's reviews, with what the shopper may do. */
export interface ReviewsPage {
  readonly summary: ReviewSummary;
  readonly rows: readonly Review[];
  readonly page: number;
  /** Number of pages. */
  readonly count: number;
  readonly total: number;
  readonly mine: (Review & { readonly status: ReviewStatus }) | null;
  /** Why the shopper may not write a review; null when they may. */
  readonly refusal: string | null;
}

/** What a shopper writes. */
export interface ReviewInput {
  readonly rating: number;
  readonly size: string;
  readonly fit: FitVerdict;
  readonly title: string;
  readonly text: string;
}

/** Which reviews to show. */
export interface ReviewsQuery {
  readonly sort: ReviewSort;
  readonly page: number;
}

/** The size a shopper found for a chart, with the measurements they gave. */
export interface FoundSize {
  readonly size: string;
  readonly measurements: BodyMeasurements;
}

/** What "find my size" keeps: the unit of the guide and a found size per chart (by slug). */
export interface FitPreferences {
  readonly unit: MeasureUnit;
  readonly sizes: Readonly<Record<string, FoundSize>>;
}
