import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** Signs and reads the tokens of the e-mails' unsubscribe links: no sign-in, nothing stored per link. */
export interface UnsubscribeTokens {
  sign(requestId: number): Promise<string>;
  /** The request a token names, or null when it was not signed by this store. */
  verify(token: string): Promise<number | null>;
}

/**
 * Tokens `{id}.{HMAC-SHA256}` under the store's key (migration 0019), read once. The purpose is
 * signed too, so a back-in-stock link never opts a shopper out of another kind of mail.
 */
export function unsubscribeTokens(db: Kysely<Database>, purpose = 'back-in-stock-unsubscribe'): UnsubscribeTokens {
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
    async sign(requestId) {
      return `${requestId}.${mac(await key(), requestId)}`;
    },
    async verify(token) {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (match === null) return null;
      const requestId = Number(match[1]);
      const expected = Buffer.from(mac(await key(), requestId));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? requestId : null;
    },
  };
}
