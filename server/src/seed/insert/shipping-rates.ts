/** Sets the demo store's delivery terms on the country table (migration 0002 lists the countries). */
import { type Kysely, sql } from 'kysely';
import { type Database } from '../../db/types.js';
import { SHIPPING_RATES } from '../content/shipping-rates.js';

/** Delivers to the demo store's countries at their rates, and nowhere else. */
export async function setShippingRates(db: Kysely<Database>): Promise<void> {
  await db.updateTable('countries').set({ shippable: false, shipping_fee: 0, insurance_fee: null }).execute();
  const rows = Object.entries(SHIPPING_RATES).map(([code, rate]) => sql`(${code}, ${rate.fee}::integer, ${rate.insurance}::integer)`);
  const updated = await sql`
    UPDATE countries c SET shippable = true, shipping_fee = r.fee, insurance_fee = r.insurance
    FROM (VALUES ${sql.join(rows)}) AS r(code, fee, insurance)
    WHERE c.code = r.code`.execute(db);
  // A code the country table lacks is a typo in the rates, not a country to skip.
  if (Number(updated.numAffectedRows) !== rows.length) throw new Error(`Shipping rates name ${rows.length} countries; ${String(updated.numAffectedRows)} are in the country table`);
}
