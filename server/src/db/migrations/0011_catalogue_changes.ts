import { type Kysely, sql } from 'kysely';

// Each API instance keeps the catalogue's search index, product cards and listings in memory
// (issue 15: thousands of distinct searches a second on 100,000 products) and follows the database
// through this log: which products changed (their search document, a variant and its stock,
// images, labels, brand, listing facets or tags; 0: the names of sizes, colours, brands,
// categories or tags), in which transaction. An instance reads the rows of every transaction it
// cannot yet know finished (xid at or above its last snapshot's xmin), so a change that commits
// late is never skipped. The typo vocabulary moves into that index too.

/** Tables whose rows name their product: every change is logged as that product's. */
const PRODUCT_TABLES = ['product_search', 'variants', 'product_images', 'product_labels', 'product_facets', 'product_tags'] as const;
const EVENTS = [['INSERT', 'NEW'], ['UPDATE', 'NEW'], ['DELETE', 'OLD']] as const;
/** Tables of names and slugs (facet labels, listing scopes): any change is logged as product 0, "the names". */
const REFERENCE_TABLES = ['sizes', 'colors', 'brands', 'categories', 'tags'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE catalogue_changes (
      seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      changed_at timestamptz NOT NULL DEFAULT now(),
      product_id integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX catalogue_changes_xid_idx ON catalogue_changes (xid)`.execute(db);
  await sql`
    CREATE FUNCTION log_catalogue_changes() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO catalogue_changes (product_id) SELECT DISTINCT product_id FROM changed_rows;
      RETURN NULL;
    END $$`.execute(db);
  // A label or brand renamed shows on the cards of every product that has it.
  await sql`
    CREATE FUNCTION log_catalogue_changes_of_labels() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO catalogue_changes (product_id)
        SELECT DISTINCT pl.product_id FROM product_labels pl JOIN changed_rows c ON c.id = pl.label_id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION log_catalogue_changes_of_brands() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO catalogue_changes (product_id) SELECT p.id FROM products p JOIN changed_rows c ON c.id = p.brand_id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION log_catalogue_reference_changes() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO catalogue_changes (product_id) VALUES (0);
      RETURN NULL;
    END $$`.execute(db);
  for (const table of REFERENCE_TABLES) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_reference_logged`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION log_catalogue_reference_changes()`.execute(db);
  }
  for (const table of PRODUCT_TABLES) {
    for (const [event, rows] of EVENTS) await logTrigger(db, table, event, rows, 'log_catalogue_changes');
  }
  await logTrigger(db, 'labels', 'UPDATE', 'NEW', 'log_catalogue_changes_of_labels');
  await logTrigger(db, 'brands', 'UPDATE', 'NEW', 'log_catalogue_changes_of_brands');
  await sql`DROP TABLE search_vocabulary`.execute(db);
}

function logTrigger(db: Kysely<unknown>, table: string, event: string, rows: string, action: string) {
  return sql`CREATE TRIGGER ${sql.raw(`${table}_${event.toLowerCase()}_logged`)} AFTER ${sql.raw(event)} ON ${sql.table(table)}
    REFERENCING ${sql.raw(rows)} TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ${sql.raw(action)}()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE search_vocabulary (word text PRIMARY KEY, documents integer NOT NULL)`.execute(db);
  await sql`CREATE INDEX search_vocabulary_trgm_idx ON search_vocabulary USING gin (word gin_trgm_ops)`.execute(db);
  await sql`INSERT INTO search_vocabulary (word, documents)
    SELECT word, ndoc FROM ts_stat('SELECT document FROM product_search') WHERE length(word) >= 3`.execute(db);
  const triggers = [...PRODUCT_TABLES.flatMap((table) => EVENTS.map(([event]) => [table, event] as const)), ['labels', 'UPDATE'], ['brands', 'UPDATE']] as const;
  for (const [table, event] of triggers) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_${event.toLowerCase()}_logged`)} ON ${sql.table(table)}`.execute(db);
  }
  for (const table of REFERENCE_TABLES) await sql`DROP TRIGGER ${sql.raw(`${table}_reference_logged`)} ON ${sql.table(table)}`.execute(db);
  await sql`DROP FUNCTION log_catalogue_reference_changes()`.execute(db);
  await sql`DROP FUNCTION log_catalogue_changes_of_brands()`.execute(db);
  await sql`DROP FUNCTION log_catalogue_changes_of_labels()`.execute(db);
  await sql`DROP FUNCTION log_catalogue_changes()`.execute(db);
  await sql`DROP TABLE catalogue_changes`.execute(db);
}
