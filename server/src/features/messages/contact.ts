import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** Keeps a contact-form message. */
export async function saveContactMessage(
  db: Kysely<Database>,
  message: { name: string; email: string; subject: string; message: string; order_number: string | null },
): Promise<void> {
  await db.insertInto('contact_messages').values(message).execute();
}
