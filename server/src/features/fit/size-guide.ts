import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Static } from 'typebox';
import { inheritedChart } from '../../../../src/domain/size-chart.js';
import type { SizeChart as SizeChartSchema } from './schemas.js';

type SizeChart = Static<typeof SizeChartSchema>;

/** The size guide of a product page: its category's chart (or an ancestor's) and the model's size. */
export interface SizeGuide {
  chart: SizeChart | null;
  model: { height_cm: number; size: string } | null;
}

/** The chart a category has or inherits, or null. */
export async function chartOfCategory(db: Kysely<Database>, categoryId: number): Promise<SizeChart | null> {
  const { rows } = await sql<{ depth: number; slug: string | null; name: string | null; measures: SizeChart['measures'] | null; rows: SizeChart['rows'] | null }>`
    WITH RECURSIVE chain AS (
      SELECT id, parent_id, 0 AS depth FROM categories WHERE id = ${categoryId}
      UNION ALL
      SELECT c.id, c.parent_id, chain.depth + 1 FROM categories c JOIN chain ON c.id = chain.parent_id
    )
    SELECT chain.depth, sc.slug, sc.name, sc.measures, sc.rows
    FROM chain
    LEFT JOIN category_size_charts csc ON csc.category_id = chain.id
    LEFT JOIN size_charts sc ON sc.id = csc.size_chart_id
    ORDER BY chain.depth DESC`.execute(db);
  return inheritedChart(
    rows.map((row) => ({ chart: row.slug === null ? null : { slug: row.slug, name: row.name ?? row.slug, measures: row.measures ?? [], rows: row.rows ?? [] } })),
  );
}

/** The size guide of a product in its primary category; null chart and model when it has neither. */
export async function loadSizeGuide(db: Kysely<Database>, productId: number, primaryCategoryId: number | null): Promise<SizeGuide> {
  const [chart, model] = await Promise.all([
    primaryCategoryId === null ? null : chartOfCategory(db, primaryCategoryId),
    db.selectFrom('product_models').select(['height_cm', 'size']).where('product_id', '=', productId).executeTakeFirst(),
  ]);
  return { chart, model: model ?? null };
}
