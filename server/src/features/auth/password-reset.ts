import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RESET_PIN_LENGTH } from '../../../../src/domain/password-rules.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import { hashPassword } from '../../security/passwords.js';
import { hashToken, newToken } from '../../security/tokens.js';

export const RESET_PIN_TTL_MS = 15 * 60 * 1000;
export const RESET_MAX_ATTEMPTS = 5;
export const INVALID_PIN = 'This code is invalid or has expired.';

// The pin is hashed with its request token, so equal pins of two requests never hash alike.
const hashPin = (token: string, pin: string) => createHash('sha256').update(`${token}:${pin}`).digest('hex');

/**
 * Starts a reset for any e-mail address, registered or not, so the answer (a token) looks the
 * same either way; only a registered address gets a pin by mail. The address's earlier resets
 * end: only the newest mail's code and link work.
 */
export async function startPasswordReset(
  db: Kysely<Database>,
  clock: Clock,
  email: string,
  /** Writes the pin's mail to a registered address, in the transaction that stores the reset. */
  mailPin: (trx: Kysely<Database>, reset: { token: string; pin: string }) => Promise<void>,
) {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  const token = newToken();
  const pin = String(randomInt(0, 10 ** RESET_PIN_LENGTH)).padStart(RESET_PIN_LENGTH, '0');
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('password_resets').set({ used_at: now }).where('email', '=', email).where('used_at', 'is', null).execute();
    await trx
    .insertInto('password_resets')
    .values({
      token_hash: hashToken(token),
      email,
      user_id: user?.id ?? null,
      pin_hash: hashPin(token, pin),
      expires_at: new Date(now.getTime() + RESET_PIN_TTL_MS),
    })
    .execute();
    if (user !== undefined) await mailPin(trx, { token, pin });
  });
  return { token, pin, registered: user !== undefined };
}

/**
 * Sets the new password if the pin is right, unused, fresh and within its attempts, and answers
 * the ids of the sessions it ended (null: not set). The token and pin are checked first: a bogus
 * request never pays for (nor makes others wait on) a hash.
 */
export async function completePasswordReset(
  db: Kysely<Database>,
  clock: Clock,
  { token, pin, password }: { token: string; pin: string; password: string },
): Promise<number[] | null> {
  return db.transaction().execute(async (trx) => {
    const reset = await trx
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .forUpdate()
      .executeTakeFirst();
    const usable =
      reset !== undefined && reset.user_id !== null && reset.used_at === null &&
      reset.expires_at > clock.now() && reset.attempts < RESET_MAX_ATTEMPTS;
    if (!usable) return null;
    if (reset.pin_hash !== hashPin(token, pin.trim())) {
      await trx.updateTable('password_resets').set({ attempts: reset.attempts + 1 }).where('id', '=', reset.id).execute();
      return null;
    }
    const passwordHash = await hashPassword(password);
    const now = clock.now();
    await trx.updateTable('password_resets').set({ used_at: now }).where('id', '=', reset.id).execute();
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', reset.user_id).execute();
    // Whoever held a session with the old password loses it.
    const ended = await trx.updateTable('tokens').set({ revoked_at: now }).where('user_id', '=', reset.user_id).where('revoked_at', 'is', null).returning('id').execute();
    return ended.map((token) => token.id);
  });
}
