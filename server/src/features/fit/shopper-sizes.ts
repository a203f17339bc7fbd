import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { BodyMeasurements } from '../../../../src/domain/size-chart.js';

/** The sizes a shopper found, one per chart. */
export async function shopperSizesOf(db: Kysely<Database>, userId: number) {
  const rows = await db
    .selectFrom('shopper_sizes as ss')
    .innerJoin('size_charts as sc', 'sc.id', 'ss.size_chart_id')
    .select(['sc.slug as chart', 'ss.size', 'ss.measurements'])
    .where('ss.user_id', '=', userId)
    .orderBy('sc.slug')
    .execute();
  return rows;
}

/** Keeps the size a shopper found for a chart; false when the chart or the size is not one of it. */
export async function keepShopperSize(db: Kysely<Database>, userId: number, chartSlug: string, size: string, measurements: BodyMeasurements): Promise<'kept' | 'no chart' | 'no size'> {
  const chart = await db.selectFrom('size_charts').select(['id', 'rows']).where('slug', '=', chartSlug).executeTakeFirst();
  if (chart === undefined) return 'no chart';
  if (!chart.rows.some((row) => row.size === size)) return 'no size';
  await db
    .insertInto('shopper_sizes')
    .values({ user_id: userId, size_chart_id: chart.id, size, measurements: JSON.stringify(measurements), updated_at: new Date() })
    .onConflict((conflict) => conflict.columns(['user_id', 'size_chart_id']).doUpdateSet({ size, measurements: JSON.stringify(measurements), updated_at: new Date() }))
    .execute();
  return 'kept';
}
