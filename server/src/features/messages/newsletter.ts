import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** Subscribes an address, or updates its choices when it is already on the list. */
export async function subscribeToNewsletter(
  db: Kysely<Database>,
  subscription: { email: string; gender: 'm' | 'f'; country_code: string },
): Promise<void> {
  const { email, gender, country_code } = subscription;
  await db
    .insertInto('newsletter_subscriptions')
    .values({ email, gender, country_code })
    .onConflict((oc) => oc.column('email').doUpdateSet({ gender, country_code }))
    .execute();
}
