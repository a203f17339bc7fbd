import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../clock.js';
import { executePrepared } from '../../db/connection.js';
import type { Database } from '../../db/types.js';
import { bearerOf, liveTokenByHash, type Principal, principalOfToken, UNAUTHENTICATED } from '../../http/authentication.js';
import { hashToken } from '../../security/tokens.js';
import type { Owner } from '../account/addresses.js';
import { type StockShortage, stockConflict } from './order-lines.js';
import { findOrderByKey, type OrderAnswer } from './orders.js';
import type { AskedLine } from './units-left.js';

/** What an order's admission needs to know of its buyer, read with the token in one round trip. */
export interface BuyerFacts {
  /** The lines asked for: a guest's from the body, a user's from the server cart. */
  readonly asked: readonly AskedLine[];
  /** An order is already placed under this key (a repeat). */
  readonly placed: boolean;
  /** The sizes asked for that the buyer's own unpaid card orders hold. */
  readonly held: readonly number[];
  /** The names of the sizes asked for, for a 409. */
  readonly names: readonly { id: number; name: string }[];
}

interface FactsRow {
  /** The buyer's place in the batch, from 1. */
  n: number;
  id: number;
  kind: string;
  user_id: number | null;
  guest_id: number | null;
  asked: AskedLine[] | null;
  placed: boolean;
  held: number[] | null;
  names: { id: number; name: string }[] | null;
}

/** One buyer's admission, waiting for its batch. */
interface Asked {
  readonly tokenHash: string;
  readonly key: string;
  readonly items: readonly AskedLine[];
  readonly answer: (row: FactsRow | undefined) => void;
  readonly fail: (error: unknown) => void;
}

/**
 * Connections of the admission pool (orders for sizes with few units left, judged before the order
 * queue), and so the batches of buyers read at once.
 */
export const ADMISSION_CONNECTIONS = 8;

/** Most buyers read in one statement: a batch's answer is one row each, a few hundred bytes. */
const MOST_PER_BATCH = 100;

/**
 * The facts of every buyer of a batch in one statement: each buyer's live token, the lines asked
 * for (a signed-in buyer's server cart, a guest's body), whether the key is already placed, which
 * of those sizes the buyer's own unpaid card orders hold, and the sizes' names for a 409. A buyer
 * whose token is not live has no row. One text for any batch, so it is prepared once per connection.
 */
function factsOfBatch(db: Kysely<Database>, batch: readonly Asked[], now: Date) {
  const buyers = JSON.stringify(batch.map(({ tokenHash, key, items }) => ({ token_hash: tokenHash, key, items })));
  return sql<FactsRow>`
    SELECT b.n::int AS n, t.id, t.kind, t.user_id, t.guest_id, a.asked, f.placed, f.held, f.names
    FROM ROWS FROM (jsonb_to_recordset(${buyers}::jsonb) AS (token_hash text, key text, items jsonb)) WITH ORDINALITY AS b(token_hash, key, items, n)
    -- LIMIT keeps each token's read a lookup by its index, whatever the planner guesses of the batch.
    JOIN LATERAL (${liveTokenByHash(db, sql<string>`b.token_hash`, now).limit(1)}) t ON true
    CROSS JOIN LATERAL (
      SELECT json_agg(json_build_object('product_id', l.product_id, 'quantity', l.quantity)) AS asked, array_agg(l.product_id) AS ids
      FROM (
        SELECT c.variant_id AS product_id, c.quantity FROM cart_items c WHERE t.kind = 'user' AND c.user_id = t.user_id
        UNION ALL
        SELECT i.product_id, i.quantity FROM jsonb_to_recordset(b.items) AS i(product_id int, quantity int) WHERE t.kind = 'guest'
      ) l
    ) a
    CROSS JOIN LATERAL (
      SELECT
        EXISTS (
          SELECT 1 FROM orders o
          WHERE o.idempotency_key = b.key AND (o.user_id = t.user_id OR o.guest_id = t.guest_id)
        ) AS placed,
        (
          SELECT array_agg(DISTINCT i.variant_id)
          -- The buyer's own orders by the owner's index (OFFSET 0 keeps the scan there), then the unpaid
          -- ones: the unpaid orders' index would scan every shopper's in a drop.
          FROM (
            SELECT o.id, o.status FROM orders o WHERE t.kind = 'user' AND o.user_id = t.user_id
            UNION ALL
            SELECT o.id, o.status FROM orders o WHERE t.kind = 'guest' AND o.guest_id = t.guest_id
            OFFSET 0
          ) o
          JOIN order_items i ON i.order_id = o.id
          WHERE o.status = 'pending_payment' AND i.variant_id = ANY (a.ids)
        ) AS held,
        (SELECT json_agg(json_build_object('id', v.id, 'name', p.name)) FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ANY (a.ids)) AS names
    ) f`.compile(db);
}

/**
 * Issue 30, a drop: authenticates an order's request and reads what deciding its admission needs
 * (units-left.ts), so that a buyer the shelf cannot serve costs no round trip of their own. The
 * buyers arriving together are read in one statement: each arrival waits for the end of the event
 * loop's turn, and while every one of `batches` statements is under way the arrivals gather for
 * the next (at most MOST_PER_BATCH in one), so a quiet store reads one buyer at once and a drop's
 * hundreds at a time, where a statement each queued them for the pool and took the event loop and
 * PostgreSQL's cores a round trip at a time. Sets the request's principal as `requireAny` does;
 * 401 for no live token.
 */
export function buyerFactsReader(db: Kysely<Database>, clock: Clock, batches: number) {
  const waiting: Asked[] = [];
  let underWay = 0;
  let flushing = false;

  const read = async (batch: readonly Asked[]) => {
    underWay += 1;
    try {
      // Every batch's statement has one text: prepared, parsed once per connection.
      const rows = await executePrepared(db, 'buyer-facts', factsOfBatch(db, batch, clock.now()));
      const byPlace = new Map(rows.map((row) => [row.n, row]));
      batch.forEach((asked, at) => asked.answer(byPlace.get(at + 1)));
    } catch (error) {
      for (const asked of batch) asked.fail(error);
    } finally {
      underWay -= 1;
      flush();
    }
  };
  function flush() {
    while (underWay < batches && waiting.length > 0) void read(waiting.splice(0, MOST_PER_BATCH));
  }

  return async function authenticateBuyer(request: FastifyRequest, order: { key: string; items?: readonly AskedLine[] }): Promise<BuyerFacts> {
    const token = bearerOf(request);
    if (token === null) throw UNAUTHENTICATED();
    const row = await new Promise<FactsRow | undefined>((answer, fail) => {
      waiting.push({ tokenHash: hashToken(token), key: order.key, items: order.items ?? [], answer, fail });
      // The arrivals of this turn of the event loop go together.
      if (!flushing) {
        flushing = true;
        setImmediate(() => {
          flushing = false;
          flush();
        });
      }
    });
    const principal: Principal | null = principalOfToken(row);
    if (principal === null || row === undefined) throw UNAUTHENTICATED();
    request.principal = principal;
    return { asked: row.asked ?? [], placed: row.placed, held: row.held ?? [], names: row.names ?? [] };
  };
}

/**
 * What a buyer whose lines are short before the queue (units-left.ts) is answered: a repeat of a
 * key already placed, its order; a shopper whose own unpaid card order holds a short size, nothing
 * (the new order gives those units back first, so it goes ahead); anyone else, the same 409 the
 * database would give.
 */
export async function earlyRefusal(
  db: Kysely<Database>,
  owner: Owner,
  key: string,
  fingerprint: string,
  shortages: readonly StockShortage[],
  facts: BuyerFacts,
): Promise<{ repeat: OrderAnswer } | 'holding'> {
  if (facts.placed) {
    const repeat = await findOrderByKey(db, owner, key, fingerprint);
    if (repeat !== undefined) return { repeat };
  }
  if (shortages.some((line) => facts.held.includes(line.product_id))) return 'holding';
  throw stockConflict([...shortages].sort((a, b) => a.product_id - b.product_id), facts.names);
}
