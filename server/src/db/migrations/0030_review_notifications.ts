import { type Kysely, sql } from 'kysely';

// A review written, edited, deleted, hidden by reports or moderated is announced (NOTIFY
// product_reviews, the products' ids, or '*' for more than a notification holds), so each API
// instance drops its cached answer for those product pages at once: their JSON-LD
// `aggregateRating` and first reviews are never older than the review change, even when a
// moderator's command or another instance made it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_product_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE changed text;
    BEGIN
      SELECT string_agg(DISTINCT product_id::text, ',') INTO changed FROM changed_rows;
      IF changed IS NOT NULL THEN
        PERFORM pg_notify('product_reviews', CASE WHEN length(changed) > 7000 THEN '*' ELSE changed END);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const [event, rows] of [['INSERT', 'NEW'], ['UPDATE', 'NEW'], ['DELETE', 'OLD']] as const) {
    await sql`CREATE TRIGGER ${sql.raw(`reviews_${event.toLowerCase()}_notify`)} AFTER ${sql.raw(event)} ON reviews
      REFERENCING ${sql.raw(rows)} TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_product_reviews()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) await sql`DROP TRIGGER ${sql.raw(`reviews_${event}_notify`)} ON reviews`.execute(db);
  await sql`DROP FUNCTION notify_product_reviews()`.execute(db);
}
