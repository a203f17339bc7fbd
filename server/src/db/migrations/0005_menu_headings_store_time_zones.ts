import { type Kysely, sql } from 'kysely';

// Mega-menu columns get a heading (the burger menu named its groups after their first link), and
// shops their IANA time zone, so "Open now" is computed in the shop's own time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE menu_columns ADD COLUMN heading text`.execute(db);
  await sql`ALTER TABLE stores ADD COLUMN time_zone text NOT NULL DEFAULT 'Asia/Beirut'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE stores DROP COLUMN time_zone`.execute(db);
  await sql`ALTER TABLE menu_columns DROP COLUMN heading`.execute(db);
}
