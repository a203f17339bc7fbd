import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { type SignedIds, signedIds } from '../../security/signed-ids.js';

/** Signs and reads the tokens of the e-mails' unsubscribe links: no sign-in, nothing stored per link. */
export type UnsubscribeTokens = SignedIds;

/**
 * Tokens `{id}.{HMAC-SHA256}` under the store's key (security/signed-ids.ts). The purpose is signed
 * too, so a back-in-stock link never opts a shopper out of another kind of mail.
 */
export function unsubscribeTokens(db: Kysely<Database>, purpose = 'back-in-stock-unsubscribe'): UnsubscribeTokens {
  return signedIds(db, purpose);
}
