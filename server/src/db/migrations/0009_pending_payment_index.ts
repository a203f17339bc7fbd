import { type Kysely, sql } from 'kysely';

// Card orders still waiting for their payment, oldest first: the lazy sweep that cancels the ones
// left too long (PENDING_PAYMENT_MINUTES) reads only these, however many orders the store has.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX orders_pending_payment_idx ON orders (updated_at) WHERE status = 'pending_payment'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX orders_pending_payment_idx`.execute(db);
}
