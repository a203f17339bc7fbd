import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** The newest mails kept in the outbox for one recipient (lower-case address). */
export function recentMailTo(db: Kysely<Database>, recipient: string, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'body', 'created_at'])
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
