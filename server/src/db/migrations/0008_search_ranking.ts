import { type Kysely, sql } from 'kysely';

// Search ranks by relevance (issue 15): a weighted full-text document per product (name, then
// category and colour, then description and material, then brand) and a vocabulary of its words
// for typo correction through pg_trgm. The substring column it replaces matched "linen" in a
// brand name as readily as in a product's name.
//
// The documents live in a narrow table of their own (product id, created_at, document): a search
// reads a few hundred bytes a product there rather than whole product rows with their HTML
// descriptions. Statement-level triggers keep it in step with products, the seed's bulk load included.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX products_search_trgm_idx`.execute(db);
  await sql`ALTER TABLE products DROP COLUMN search_text`.execute(db);
  // keywords held brand, category, colours and material together; brand words now stand apart.
  await sql`ALTER TABLE products RENAME COLUMN keywords TO search_facets`.execute(db);
  await sql`ALTER TABLE products ADD COLUMN search_brand text NOT NULL DEFAULT ''`.execute(db);
  await sql`
    UPDATE products p SET
      search_brand = lower(b.name),
      search_facets = array_to_string(ARRAY(
        SELECT w FROM unnest(string_to_array(p.search_facets, ' ')) AS w
        WHERE w <> ALL (string_to_array(lower(b.name), ' '))), ' ')
    FROM brands b WHERE b.id = p.brand_id`.execute(db);

  await sql`
    CREATE FUNCTION product_search_document(name text, facets text, description text, composition text, brand text)
    RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT setweight(to_tsvector('english'::regconfig, name), 'A') ||
             setweight(to_tsvector('english'::regconfig, facets), 'B') ||
             setweight(to_tsvector('english'::regconfig, regexp_replace(description, '<[^>]*>', ' ', 'g') || ' ' || composition), 'C') ||
             setweight(to_tsvector('english'::regconfig, brand), 'D')
    $$`.execute(db);
  await sql`
    CREATE TABLE product_search (
      product_id integer PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      document tsvector NOT NULL
    )`.execute(db);
  await sql`
    CREATE FUNCTION refresh_product_search_of_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO product_search (product_id, created_at, document)
        SELECT id, created_at, product_search_document(name, search_facets, description, composition, search_brand) FROM changed_rows
      ON CONFLICT (product_id) DO UPDATE SET created_at = excluded.created_at, document = excluded.document;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER products_search_insert AFTER INSERT ON products
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_search_of_changed_rows()`.execute(db);
  await sql`CREATE TRIGGER products_search_update AFTER UPDATE ON products
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_product_search_of_changed_rows()`.execute(db);
  await sql`INSERT INTO product_search (product_id, created_at, document)
    SELECT id, created_at, product_search_document(name, search_facets, description, composition, search_brand) FROM products`.execute(db);
  await sql`CREATE INDEX product_search_document_idx ON product_search USING gin (document)`.execute(db);
  // Newest first among the matches: the candidates a common word's search ranks.
  await sql`CREATE INDEX product_search_newest_idx ON product_search (created_at DESC, product_id DESC)`.execute(db);

  await sql`
    CREATE TABLE search_vocabulary (
      word text PRIMARY KEY,          -- a lexeme of the search documents (stemmed)
      documents integer NOT NULL      -- how many products hold it: the likelier correction
    )`.execute(db);
  await sql`CREATE INDEX search_vocabulary_trgm_idx ON search_vocabulary USING gin (word gin_trgm_ops)`.execute(db);
  await sql`INSERT INTO search_vocabulary (word, documents)
    SELECT word, ndoc FROM ts_stat('SELECT document FROM product_search') WHERE length(word) >= 3`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE search_vocabulary`.execute(db);
  await sql`DROP TRIGGER products_search_update ON products`.execute(db);
  await sql`DROP TRIGGER products_search_insert ON products`.execute(db);
  await sql`DROP FUNCTION refresh_product_search_of_changed_rows()`.execute(db);
  await sql`DROP TABLE product_search`.execute(db);
  await sql`DROP FUNCTION product_search_document(text, text, text, text, text)`.execute(db);
  await sql`UPDATE products SET search_facets = trim(search_brand || ' ' || search_facets)`.execute(db);
  await sql`ALTER TABLE products DROP COLUMN search_brand`.execute(db);
  await sql`ALTER TABLE products RENAME COLUMN search_facets TO keywords`.execute(db);
  await sql`ALTER TABLE products ADD COLUMN search_text text GENERATED ALWAYS AS (lower(name || ' ' || keywords)) STORED`.execute(db);
  await sql`CREATE INDEX products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops)`.execute(db);
}
