import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';

/** How many order ids an instance takes from the sequence at once. */
export const ORDER_ID_BLOCK = 50;

/**
 * Order ids known before the order is written, so that its confirmation (whose link names the id)
 * is written in the same statement as the order. An instance takes them from the orders' own
 * sequence a block at a time: one round trip per block rather than per order. Ids taken and not
 * used (an order refused, the instance stopped) are gaps, as a rolled-back insert leaves; orders
 * are listed by when they were placed, never by id.
 */
export function orderIdBlocks(db: Kysely<Database>, blockSize = ORDER_ID_BLOCK): () => Promise<number> {
  const ready: number[] = [];
  let refilling: Promise<void> | undefined;
  const refill = async () => {
    const { rows } = await sql<{ id: number }>`
      SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id FROM generate_series(1, ${blockSize})`.execute(db);
    ready.push(...rows.map((row) => row.id));
  };
  return async function nextOrderId() {
    // Orders arriving while the block is read wait for the same read, then each takes its own id.
    while (ready.length === 0) {
      refilling ??= refill().finally(() => (refilling = undefined));
      await refilling;
    }
    return ready.shift()!;
  };
}
