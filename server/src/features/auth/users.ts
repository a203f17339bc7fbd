import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

const USER_COLUMNS = ['id', 'first_name', 'last_name', 'email', 'phone', 'birth_date', 'gender'] as const;

/** The public view of a user (docs/api.md `User`). */
export function findUser(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

/** E-mail addresses are compared case-insensitively and stored lower-case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
