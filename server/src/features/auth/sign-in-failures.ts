import type { Kysely } from 'kysely';
import type { RateLimit } from '../../config.js';
import type { Database } from '../../db/types.js';

/** What a throttled account is told: when it may try again, in whole minutes. */
export const accountThrottled = (minutes: number) =>
  `Too many failed sign-ins for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`;

/**
 * How long (ms) the account must wait before its next sign-in attempt, or 0: the failures of the
 * window reached the limit, whatever addresses they came from.
 */
export async function signInWait(db: Kysely<Database>, email: string, limit: RateLimit, now: Date): Promise<number> {
  const since = new Date(now.getTime() - limit.timeWindowMs);
  const failures = await db
    .selectFrom('sign_in_failures')
    .select('failed_at')
    .where('email', '=', email)
    .where('failed_at', '>', since)
    .orderBy('failed_at', 'desc')
    .limit(limit.max)
    .execute();
  const oldest = failures[limit.max - 1];
  return oldest === undefined ? 0 : Math.max(1, oldest.failed_at.getTime() + limit.timeWindowMs - now.getTime());
}

/** Counts a failed sign-in against the account, forgetting those older than the window. */
export async function recordSignInFailure(db: Kysely<Database>, email: string, limit: RateLimit, now: Date): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', email).where('failed_at', '<=', new Date(now.getTime() - limit.timeWindowMs)).execute();
  await db.insertInto('sign_in_failures').values({ email, failed_at: now }).execute();
}

/** A successful sign-in starts the count again. */
export async function clearSignInFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', email).execute();
}
