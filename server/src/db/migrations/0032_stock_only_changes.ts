import { type Kysely, sql } from 'kysely';

// Most changes to a variant are its stock alone: an order, a declined card giving units back, a
// stock file. The log marks those (`stock_only`), so an instance patches the product's card with
// one light read of its stock instead of reading its search document, listing entry and card again
// (three heavier statements per order and instance). A size that sells out or comes back also
// changes the product's listing facets (migration 0027), which logs a whole change as before.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE catalogue_changes ADD COLUMN stock_only boolean NOT NULL DEFAULT false`.execute(db);
  // A product whose changed variants differ in stock alone is stock-only; a variant moved to
  // another product changes both products (0011 logged only the new one).
  await sql`
    CREATE FUNCTION log_catalogue_changes_of_variants() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO catalogue_changes (product_id, stock_only)
        SELECT product_id, bool_and(stock_only) FROM (
          SELECT n.product_id, (to_jsonb(n) - 'stock') = (to_jsonb(o) - 'stock') AS stock_only
            FROM new_rows n JOIN old_rows o ON o.id = n.id
          UNION ALL
          SELECT o.product_id, false FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.product_id <> n.product_id
        ) changed
        GROUP BY product_id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`DROP TRIGGER variants_update_logged ON variants`.execute(db);
  await sql`CREATE TRIGGER variants_update_logged AFTER UPDATE ON variants
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_catalogue_changes_of_variants()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER variants_update_logged ON variants`.execute(db);
  await sql`CREATE TRIGGER variants_update_logged AFTER UPDATE ON variants
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_catalogue_changes()`.execute(db);
  await sql`DROP FUNCTION log_catalogue_changes_of_variants()`.execute(db);
  await sql`ALTER TABLE catalogue_changes DROP COLUMN stock_only`.execute(db);
}
