/** Inserts the size charts, the categories that have one, and the models' heights and sizes. */
import { type Kysely, sql } from 'kysely';
import { type Database } from '../../db/types.js';
import { MODELS, SIZE_CHARTS, WITHOUT_MODEL_EVERY } from '../size-charts.js';

/** Charts by slug (kept across a reset: updated in place), linked to their categories by slug. */
export async function insertSizeCharts(db: Kysely<Database>, categoryIds: ReadonlyMap<string, number>): Promise<void> {
  for (const chart of SIZE_CHARTS) {
    const { id } = await db
      .insertInto('size_charts')
      .values({ slug: chart.slug, name: chart.name, measures: JSON.stringify(chart.measures), rows: JSON.stringify(chart.rows) })
      .onConflict((conflict) => conflict.column('slug').doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), measures: eb.ref('excluded.measures'), rows: eb.ref('excluded.rows') })))
      .returning('id')
      .executeTakeFirstOrThrow();
    const links = chart.categories.map((slug) => ({ category_id: categoryIds.get(slug), size_chart_id: id })).filter((link): link is { category_id: number; size_chart_id: number } => link.category_id !== undefined);
    if (links.length > 0) await db.insertInto('category_size_charts').values(links).execute();
  }
}

/** A model's height and size for most apparel products, by their primary category's department. */
export async function insertProductModels(db: Kysely<Database>, categoryIds: ReadonlyMap<string, number>): Promise<void> {
  for (const [department, model] of Object.entries(MODELS)) {
    const departmentId = categoryIds.get(department);
    if (departmentId === undefined) continue;
    const heights = sql.raw(`ARRAY[${model.heights.join(',')}]::int[]`);
    await sql`
      INSERT INTO product_models (product_id, height_cm, size)
      SELECT DISTINCT pc.product_id, (${heights})[1 + pc.product_id % ${model.heights.length}], ${model.size}::text
      FROM product_categories pc
      JOIN categories c ON c.id = pc.category_id
      WHERE pc.is_primary AND (c.id = ${departmentId} OR c.parent_id = ${departmentId})
        AND pc.product_id % ${WITHOUT_MODEL_EVERY} <> 0
        AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = pc.product_id AND v.size = ${model.size}::text)
      ON CONFLICT (product_id) DO NOTHING`.execute(db);
  }
}
