import { type Kysely, sql } from 'kysely';

// A product a catalogue import archived (migration 0021) is no longer for sale: its search
// document goes, so neither the catalogue copy in memory (which follows product_search through
// the changes log of migration 0011) nor the search in PostgreSQL finds it. Imported again, it
// gets its document back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION refresh_product_search_of_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM product_search s USING changed_rows c WHERE s.product_id = c.id AND c.archived_at IS NOT NULL;
      INSERT INTO product_search (product_id, created_at, document)
        SELECT id, created_at, product_search_document(name, search_facets, description, composition, search_brand)
        FROM changed_rows WHERE archived_at IS NULL
      ON CONFLICT (product_id) DO UPDATE SET created_at = excluded.created_at, document = excluded.document;
      RETURN NULL;
    END $$`.execute(db);
  await sql`DELETE FROM product_search s USING products p WHERE p.id = s.product_id AND p.archived_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION refresh_product_search_of_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO product_search (product_id, created_at, document)
        SELECT id, created_at, product_search_document(name, search_facets, description, composition, search_brand) FROM changed_rows
      ON CONFLICT (product_id) DO UPDATE SET created_at = excluded.created_at, document = excluded.document;
      RETURN NULL;
    END $$`.execute(db);
  await sql`INSERT INTO product_search (product_id, created_at, document)
    SELECT id, created_at, product_search_document(name, search_facets, description, composition, search_brand) FROM products
    ON CONFLICT (product_id) DO NOTHING`.execute(db);
}
