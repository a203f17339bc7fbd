import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** Signs a row's id for one purpose and reads it back: proof the store handed it out, nothing stored per token. */
export interface SignedIds {
  sign(id: number): Promise<string>;
  /** The id a token names, or null when it was not signed by this store for this purpose. */
  verify(token: string): Promise<number | null>;
}

/**
 * Tokens `{id}.{HMAC-SHA256}` under the store's key (migration 0019's `mail_link_keys`), read once.
 * The purpose is signed too, so a token made for one use (an unsubscribe link) never serves another.
 */
export function signedIds(db: Kysely<Database>, purpose: string): SignedIds {
  const mac = (secret: string, id: number) => createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');
  let secret: Promise<string> | undefined;
  const key = () => {
    secret ??= db
      .selectFrom('mail_link_keys')
      .select('secret')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
      .then((row) => row.secret)
      .catch((error: unknown) => {
        secret = undefined; // read again next time
        throw error;
      });
    return secret;
  };
  return {
    async sign(id) {
      return `${id}.${mac(await key(), id)}`;
    },
    async verify(token) {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (match === null) return null;
      const id = Number(match[1]);
      const expected = Buffer.from(mac(await key(), id));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
    },
  };
}
