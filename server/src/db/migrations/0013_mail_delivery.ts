import { type Kysely, sql } from 'kysely';

// The outbox becomes the only way mail leaves: each row carries its HTML part and a stable
// Message-ID, and the delivery worker's state (attempts, when to try next, a lease while one
// instance sends it, the last error, when it gave up). Rows written before this are never sent
// again (their next attempt stays null), nor are rows of a store without a mail transport.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE mail_outbox
      ADD COLUMN html text,
      ADD COLUMN message_id text,
      ADD COLUMN attempts integer NOT NULL DEFAULT 0,
      ADD COLUMN next_attempt_at timestamptz,
      ADD COLUMN leased_until timestamptz,
      ADD COLUMN last_error text,
      ADD COLUMN failed_at timestamptz
  `.execute(db);
  await sql`UPDATE mail_outbox SET message_id = '<outbox-' || id || '@storefront.local>' WHERE message_id IS NULL`.execute(db);
  await sql`ALTER TABLE mail_outbox ALTER COLUMN message_id SET NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX mail_outbox_message_id_idx ON mail_outbox (message_id)`.execute(db);
  await sql`
    CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at)
    WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at IS NOT NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX mail_outbox_due_idx`.execute(db);
  await sql`DROP INDEX mail_outbox_message_id_idx`.execute(db);
  await sql`
    ALTER TABLE mail_outbox
      DROP COLUMN html, DROP COLUMN message_id, DROP COLUMN attempts, DROP COLUMN next_attempt_at,
      DROP COLUMN leased_until, DROP COLUMN last_error, DROP COLUMN failed_at
  `.execute(db);
}
