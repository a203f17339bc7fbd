import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Owner } from '../account/addresses.js';
import { type StockShortage, stockConflict } from './order-lines.js';
import { findOrderByKey, type OrderAnswer } from './orders.js';
import type { AskedLine } from './units-left.js';

/** The lines an order asks for, before the queue: a guest's from its body, a user's from the server cart. */
export async function askedLines(db: Kysely<Database>, owner: Owner, items: readonly AskedLine[] | undefined): Promise<readonly AskedLine[]> {
  if (owner.column === 'guest_id') return items ?? [];
  return db.selectFrom('cart_items').select(['variant_id as product_id', 'quantity']).where('user_id', '=', owner.id).execute();
}

/**
 * What a buyer whose lines are short before the queue (units-left.ts) is answered, in one read:
 * a repeat of a key already placed, its order; a shopper whose own unpaid card order holds these
 * sizes, nothing (the new order gives those units back first, so it goes ahead); anyone else, the
 * same 409 the database would give.
 */
export async function earlyRefusal(
  db: Kysely<Database>,
  owner: Owner,
  key: string,
  fingerprint: string,
  shortages: readonly StockShortage[],
): Promise<{ repeat: OrderAnswer } | 'holding'> {
  const ids = shortages.map((line) => line.product_id);
  const column = sql.ref(owner.column);
  const orderColumn = sql.ref(`o.${owner.column}`);
  const { rows } = await sql<{ placed: boolean; holding: boolean; names: { id: number; name: string }[] | null }>`
    SELECT
      EXISTS (SELECT 1 FROM orders WHERE ${column} = ${owner.id} AND idempotency_key = ${key}) AS placed,
      EXISTS (
        SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE ${orderColumn} = ${owner.id} AND o.status = 'pending_payment' AND i.variant_id = ANY(${ids}::int[])
      ) AS holding,
      (SELECT json_agg(json_build_object('id', v.id, 'name', p.name)) FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ANY(${ids}::int[])) AS names`.execute(db);
  const { placed, holding, names } = rows[0]!;
  if (placed) {
    const repeat = await findOrderByKey(db, owner, key, fingerprint);
    if (repeat !== undefined) return { repeat };
  }
  if (holding) return 'holding';
  throw stockConflict([...shortages].sort((a, b) => a.product_id - b.product_id), names ?? []);
}
