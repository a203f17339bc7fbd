import type { ColumnType, Generated } from 'kysely';
import type { FitVerdict } from '../../../src/domain/fit-summary.js';
import type { ReviewStatus } from '../../../src/domain/reviews.js';
import type { BodyMeasure, MeasureRange } from '../../../src/domain/size-chart.js';

// The Kysely view of migrations 0017 (size charts) and 0018 (reviews); part of `Database`.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | T, string | T>;

/** A category's size chart (migration 0017). */
export interface SizeChartsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  measures: Json<BodyMeasure[]>;
  rows: Json<{ size: string; measures: Partial<Record<BodyMeasure, MeasureRange>> }[]>;
}

/** The categories that have a chart of their own; their children inherit it. */
export interface CategorySizeChartsTable {
  category_id: number;
  size_chart_id: number;
}

/** The model's height and the size they wear in a product's pictures. */
export interface ProductModelsTable {
  product_id: number;
  height_cm: number;
  size: string;
}

/** The size a signed-in shopper found with "find my size", per chart. */
export interface ShopperSizesTable {
  user_id: number;
  size_chart_id: number;
  size: string;
  measurements: Json<Partial<Record<BodyMeasure, number>>>;
  updated_at: Timestamp;
}

/** A buyer's review (migration 0018). */
export interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  author_name: string;
  rating: number;
  size: string;
  fit: FitVerdict;
  title: Generated<string>;
  body: Generated<string>;
  status: Generated<ReviewStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One account's report of a review. */
export interface ReviewReportsTable {
  review_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** The tables of size charts and reviews. */
export interface FitAndReviewTables {
  size_charts: SizeChartsTable;
  category_size_charts: CategorySizeChartsTable;
  product_models: ProductModelsTable;
  shopper_sizes: ShopperSizesTable;
  reviews: ReviewsTable;
  review_reports: ReviewReportsTable;
}
