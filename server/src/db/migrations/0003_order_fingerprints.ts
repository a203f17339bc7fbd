import { type Kysely, sql } from 'kysely';

// What an order was asked with, hashed, so a reused Idempotency-Key with another body is refused
// rather than answered with an order that is not the one asked for. Older orders have none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN request_fingerprint text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders DROP COLUMN request_fingerprint`.execute(db);
}
