import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

const USER_COLUMNS = ['id', 'first_name', 'last_name', 'email', 'phone', 'birth_date', 'gender', 'price_drop_digest'] as const;

/** The public view of a user (docs/api.md `User`). */
export function findUser(db: Kysely<Database>, id: number) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

/** E-mail addresses are compared case-insensitively and stored lower-case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Creates an account; undefined when the e-mail address is already taken. */
export async function createUser(
  db: Kysely<Database>,
  user: { email: string; first_name: string; last_name: string; password_hash: string },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** The id and password hash of the account with this (normalised) e-mail, for signing in. */
export function findCredentials(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
}

/** The stored password hash of a user. */
export async function passwordHashOf(db: Kysely<Database>, id: number): Promise<string> {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
  return user.password_hash;
}

/** Replaces a user's password hash. */
export async function setPasswordHash(db: Kysely<Database>, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/** What the profile form changes. */
export interface ProfileValues {
  first_name: string;
  last_name: string;
  phone: string | null;
  birth_date: string | null;
  gender: 'm' | 'f' | null;
  price_drop_digest?: boolean;
}

/** Saves a user's profile fields. */
export async function updateProfile(db: Kysely<Database>, id: number, values: ProfileValues): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}
