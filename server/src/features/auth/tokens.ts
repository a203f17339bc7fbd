import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import { hashToken, newToken } from '../../security/tokens.js';
import { GUEST_TOKEN_LIFETIME_MS, USER_TOKEN_LIFETIME_MS } from '../../../../src/domain/tokens.js';

/** Issues a user token (1 year); only its hash is stored. */
export async function issueUserToken(db: Kysely<Database>, clock: Clock, userId: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('tokens')
    .values({ token_hash: hashToken(token), kind: 'user', user_id: userId, expires_at: new Date(clock.now().getTime() + USER_TOKEN_LIFETIME_MS) })
    .execute();
  return token;
}

/** Issues a guest token (1 hour) for a new guest identity. */
export async function issueGuestToken(db: Kysely<Database>, clock: Clock, email: string): Promise<string> {
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    const guest = await trx.insertInto('guests').values({ email }).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('tokens')
      .values({ token_hash: hashToken(token), kind: 'guest', guest_id: guest.id, expires_at: new Date(clock.now().getTime() + GUEST_TOKEN_LIFETIME_MS) })
      .execute();
  });
  return token;
}

/** Revokes one token (sign-out). */
export async function revokeToken(db: Kysely<Database>, tokenId: number, now: Date): Promise<void> {
  await db.updateTable('tokens').set({ revoked_at: now }).where('id', '=', tokenId).execute();
}

/** Revokes every live session of a user but the one given (a password change keeps the session that made it); answers their ids. */
export async function revokeOtherSessions(db: Kysely<Database>, userId: number, keepTokenId: number, now: Date): Promise<number[]> {
  const revoked = await db
    .updateTable('tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', keepTokenId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return revoked.map((token) => token.id);
}
