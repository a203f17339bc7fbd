import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../clock.js';
import { executePrepared } from '../../db/connection.js';
import type { Database } from '../../db/types.js';
import { bearerOf, liveTokenQuery, type Principal, principalOfToken, UNAUTHENTICATED } from '../../http/authentication.js';
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

interface FactsRow extends Pick<BuyerFacts, 'placed'> {
  id: number;
  kind: string;
  user_id: number | null;
  guest_id: number | null;
  asked: AskedLine[] | null;
  held: number[] | null;
  names: { id: number; name: string }[] | null;
}

/**
 * Issue 30, a drop: authenticates an order's request and reads what deciding its admission needs
 * (units-left.ts) in one statement, so that a buyer the shelf cannot serve costs one round trip
 * (three, a signed-in buyer's, when the token, the cart and the refusal were read apart). Sets
 * the request's principal as `requireAny` does; 401 for no live token.
 */
export async function authenticateBuyer(
  db: Kysely<Database>,
  clock: Clock,
  request: FastifyRequest,
  order: { key: string; items?: readonly AskedLine[] },
): Promise<BuyerFacts> {
  const token = bearerOf(request);
  if (token === null) throw UNAUTHENTICATED();
  const { key, items = [] } = order;
  const facts = sql<FactsRow>`
    WITH t AS (${liveTokenQuery(db, token, clock.now())}),
      asked AS (
        SELECT c.variant_id AS product_id, c.quantity FROM cart_items c WHERE c.user_id = (SELECT user_id FROM t WHERE kind = 'user')
        UNION ALL
        SELECT b.product_id, b.quantity FROM unnest(${items.map((line) => line.product_id)}::int[], ${items.map((line) => line.quantity)}::int[]) AS b(product_id, quantity)
        WHERE EXISTS (SELECT 1 FROM t WHERE kind = 'guest')
      ),
      mine AS (
        SELECT o.id, o.status, o.idempotency_key FROM orders o WHERE o.user_id = (SELECT user_id FROM t WHERE kind = 'user') AND (o.idempotency_key = ${key} OR o.status = 'pending_payment')
        UNION ALL
        SELECT o.id, o.status, o.idempotency_key FROM orders o WHERE o.guest_id = (SELECT guest_id FROM t WHERE kind = 'guest') AND (o.idempotency_key = ${key} OR o.status = 'pending_payment')
      )
    SELECT t.id, t.kind, t.user_id, t.guest_id,
      (SELECT json_agg(json_build_object('product_id', product_id, 'quantity', quantity)) FROM asked) AS asked,
      EXISTS (SELECT 1 FROM mine WHERE idempotency_key = ${key}) AS placed,
      (
        SELECT array_agg(DISTINCT i.variant_id) FROM mine JOIN order_items i ON i.order_id = mine.id
        WHERE mine.status = 'pending_payment' AND i.variant_id IN (SELECT product_id FROM asked)
      ) AS held,
      (SELECT json_agg(json_build_object('id', v.id, 'name', p.name)) FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id IN (SELECT product_id FROM asked)) AS names
    FROM t`;
  // Every buyer's first statement while a size is followed: prepared, parsed once per connection.
  const [row] = await executePrepared(db, 'buyer-facts', facts.compile(db));
  const principal: Principal | null = principalOfToken(row);
  if (principal === null || row === undefined) throw UNAUTHENTICATED();
  request.principal = principal;
  return { asked: row.asked ?? [], placed: row.placed, held: row.held ?? [], names: row.names ?? [] };
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
