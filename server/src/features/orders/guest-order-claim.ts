import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { unprocessable } from '../../http/errors.js';
import { signedIds, type SignedIds } from '../../security/signed-ids.js';
import type { Owner } from '../account/addresses.js';
import { normaliseEmail } from '../auth/users.js';

// A guest who just ordered may create an account from the confirmation and find the order in it.
// Registering someone else's e-mail must not hand over their orders: the account takes only the
// orders of the guest named by a token signed for that guest's own order, which the API gives
// only to that guest (with its guest token), and only when the account's e-mail is the one the
// guest ordered with.

/** Why a claim token cannot bring its orders into this account (the field is `claim_token`). */
export const CLAIM_REFUSED = 'This order cannot be added to an account with this e-mail address.';

/** The signer of claim tokens: order ids, under the store's key, for this purpose alone. */
export const claimTokens = (db: Kysely<Database>): SignedIds => signedIds(db, 'guest-order-claim');

/** Where an order's confirmation goes, and, for a guest's order, the token to claim it with on sign-up. */
export interface OrderConfirmationFacts {
  email: string;
  claim_token: string | null;
}

/** The owner's order's confirmation facts, or undefined when the owner has no such order. */
export async function confirmationFactsOf(db: Kysely<Database>, tokens: SignedIds, owner: Owner, orderId: number): Promise<OrderConfirmationFacts | undefined> {
  const row = await db
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('guests as g', 'g.id', 'o.guest_id')
    .select(['o.id', 'o.guest_id', 'u.email as user_email', 'g.email as guest_email'])
    .where('o.id', '=', orderId)
    .where(`o.${owner.column}`, '=', owner.id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  if (row.user_email) return { email: row.user_email, claim_token: null };
  return { email: row.guest_email ?? '', claim_token: row.guest_id === null ? null : await tokens.sign(row.id) };
}

/**
 * The guest whose orders a claim token may bring into an account with `email`: the token must be
 * the store's, its order still a guest's, and that guest's e-mail this one; else a 422 on `claim_token`.
 */
export async function claimingGuest(db: Kysely<Database>, tokens: SignedIds, token: string, email: string): Promise<number> {
  const orderId = await tokens.verify(token);
  const row =
    orderId === null
      ? undefined
      : await db.selectFrom('orders as o').innerJoin('guests as g', 'g.id', 'o.guest_id').select(['g.id', 'g.email']).where('o.id', '=', orderId).executeTakeFirst();
  if (row === undefined || normaliseEmail(row.email) !== normaliseEmail(email)) throw unprocessable({ claim_token: CLAIM_REFUSED });
  return row.id;
}

/** Moves every order of the guest into the user's account (in the sign-up's transaction). */
export async function attachGuestOrders(trx: Kysely<Database>, guestId: number, userId: number): Promise<void> {
  await trx.updateTable('orders').set({ user_id: userId, guest_id: null }).where('guest_id', '=', guestId).execute();
}
