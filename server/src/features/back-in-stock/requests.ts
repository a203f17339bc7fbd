import type { Kysely } from 'kysely';
import { backInStockExpiry } from '../../../../src/domain/back-in-stock.js';
import type { Database } from '../../db/types.js';
import { variantImageUrl } from '../catalogue/variant-image.js';

/**
 * What asking for a variant came to: taken (or already waiting), the size is in stock, the piece
 * is no longer sold (archived: it will never be restocked), or no such variant.
 */
export type RequestOutcome = 'waiting' | 'in-stock' | 'no-longer-sold' | 'unknown-variant';

/**
 * Records that `email` waits for `variantId`. Asking again keeps the first request and its place;
 * the outcome is the same either way, so the answer tells nothing about the address.
 */
export async function askForVariant(
  db: Kysely<Database>,
  request: { variantId: number; email: string; userId: number | null; origin: string; now: Date },
): Promise<RequestOutcome> {
  const variant = await db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.stock', 'p.archived_at'])
    .where('v.id', '=', request.variantId)
    .executeTakeFirst();
  if (variant === undefined) return 'unknown-variant';
  if (variant.archived_at !== null) return 'no-longer-sold';
  if (variant.stock > 0) return 'in-stock';
  await db
    .insertInto('back_in_stock_requests')
    .values({
      variant_id: request.variantId,
      email: request.email,
      user_id: request.userId,
      link_origin: request.origin,
      created_at: request.now,
      expires_at: backInStockExpiry(request.now),
    })
    .onConflict((conflict) => conflict.columns(['variant_id', 'email']).where('served_at', 'is', null).where('cancelled_at', 'is', null).doNothing())
    .execute();
  return 'waiting';
}

/** A waiting request as the account lists it. */
export interface WaitingRequestRow {
  id: number;
  product_name: string;
  product_slug: string;
  size: string | null;
  color: string | null;
  color_name: string | null;
  image: string | null;
  created_at: Date;
  expires_at: Date;
}

/** The requests a user (or an address of theirs) still waits on, newest first: not served, not cancelled, not lapsed. */
export function waitingRequestsOf(db: Kysely<Database>, user: { id: number; email: string }, now: Date): Promise<WaitingRequestRow[]> {
  return db
    .selectFrom('back_in_stock_requests as r')
    .innerJoin('variants as v', 'v.id', 'r.variant_id')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .leftJoin('colors as c', 'c.slug', 'v.color')
    .select([
      'r.id',
      'p.name as product_name',
      'p.unique_slug as product_slug',
      'v.size',
      'v.color',
      'c.name as color_name',
      'r.created_at',
      'r.expires_at',
      variantImageUrl.as('image'),
    ])
    .where((eb) => eb.or([eb('r.user_id', '=', user.id), eb('r.email', '=', user.email.toLowerCase())]))
    .where('r.served_at', 'is', null)
    .where('r.cancelled_at', 'is', null)
    .where('r.expires_at', '>', now)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

/** Cancels a user's waiting request; false when it is not theirs or no longer waiting. */
export async function cancelUsersRequest(db: Kysely<Database>, user: { id: number; email: string }, requestId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('back_in_stock_requests')
    .set({ cancelled_at: now })
    .where('id', '=', requestId)
    .where((eb) => eb.or([eb('user_id', '=', user.id), eb('email', '=', user.email.toLowerCase())]))
    .where('served_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * What a signed unsubscribe link does: the request it names was mailed (or is waiting), so it ends
 * every request its address still waits on. Following the link twice changes nothing more;
 * answers how many were ended, or null for a request that no longer exists.
 */
export async function unsubscribeAddressOf(db: Kysely<Database>, requestId: number, now: Date): Promise<number | null> {
  const named = await db.selectFrom('back_in_stock_requests').select('email').where('id', '=', requestId).executeTakeFirst();
  if (named === undefined) return null;
  const result = await db
    .updateTable('back_in_stock_requests')
    .set({ cancelled_at: now })
    .where('email', '=', named.email)
    .where('served_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes requests lapsed or finished more than `keepMs` ago: nobody reads them again. */
export async function deleteOldRequests(db: Kysely<Database>, now: Date, keepMs: number): Promise<number> {
  const before = new Date(now.getTime() - keepMs);
  const result = await db
    .deleteFrom('back_in_stock_requests')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('served_at', '<', before), eb('cancelled_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
