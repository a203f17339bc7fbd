import { type Kysely, sql } from 'kysely';

// A new reset request ends the address's open ones: this finds them without reading every reset
// the store has ever had.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX password_resets_open_idx ON password_resets (email) WHERE used_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX password_resets_open_idx`.execute(db);
}
