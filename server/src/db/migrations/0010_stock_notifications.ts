import { type Kysely, sql } from 'kysely';

// Stock changes are announced (NOTIFY variant_stock, the changed variant ids, or '*' for more than
// a notification holds), so each API instance can keep variant snapshots for guest quotes and
// still never show a stock an order just took or a declined card gave back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_variant_stock() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE changed text;
    BEGIN
      SELECT string_agg(n.id::text, ',') INTO changed
        FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.stock IS DISTINCT FROM o.stock;
      IF changed IS NOT NULL THEN
        PERFORM pg_notify('variant_stock', CASE WHEN length(changed) > 7000 THEN '*' ELSE changed END);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER variants_stock_notify AFTER UPDATE ON variants
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_variant_stock()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER variants_stock_notify ON variants`.execute(db);
  await sql`DROP FUNCTION notify_variant_stock()`.execute(db);
}
