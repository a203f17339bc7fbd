import { type Kysely, sql } from 'kysely';

// "Notify me when it's back": a shopper's request for a sold-out variant, and the restocks that
// serve them. The database itself records each variant's stock going from 0 to more than 0 (an
// order cancelled, an unpaid card order released, a declined card, a stock file, SQL by hand), so
// no path that gives stock back can forget the waiting shoppers; a worker in the server then mails
// the first of them in request order, at most as many as the units that came back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE back_in_stock_requests (
      id serial PRIMARY KEY,
      variant_id integer NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
      email text NOT NULL,
      user_id integer REFERENCES users(id) ON DELETE CASCADE,
      -- Where the shopper asked from: the e-mail's links are absolute on it.
      link_origin text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      served_at timestamptz,
      cancelled_at timestamptz
    )`.execute(db);
  // One waiting request per address and variant: asking twice keeps the first place in line.
  await sql`CREATE UNIQUE INDEX back_in_stock_waiting_idx ON back_in_stock_requests (variant_id, email)
    WHERE served_at IS NULL AND cancelled_at IS NULL`.execute(db);
  await sql`CREATE INDEX back_in_stock_line_idx ON back_in_stock_requests (variant_id, created_at, id)
    WHERE served_at IS NULL AND cancelled_at IS NULL`.execute(db);
  await sql`CREATE INDEX back_in_stock_user_idx ON back_in_stock_requests (user_id) WHERE user_id IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE back_in_stock_restocks (
      id serial PRIMARY KEY,
      variant_id integer NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
      units integer NOT NULL CHECK (units > 0),
      occurred_at timestamptz NOT NULL DEFAULT now(),
      handled_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX back_in_stock_restocks_open_idx ON back_in_stock_restocks (id) WHERE handled_at IS NULL`.execute(db);
  // The key that signs the e-mails' unsubscribe links: one per store, shared by every instance, made
  // here from PostgreSQL's random UUIDs (two: 244 random bits) so no setting can be forgotten.
  await sql`
    CREATE TABLE mail_link_keys (
      id integer PRIMARY KEY CHECK (id = 1),
      secret text NOT NULL
    )`.execute(db);
  await sql`INSERT INTO mail_link_keys (id, secret) VALUES (1, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))`.execute(db);
  await sql`
    CREATE FUNCTION record_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO back_in_stock_restocks (variant_id, units)
        SELECT n.id, n.stock FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE o.stock <= 0 AND n.stock > 0
          AND EXISTS (SELECT 1 FROM back_in_stock_requests r
                      WHERE r.variant_id = n.id AND r.served_at IS NULL AND r.cancelled_at IS NULL);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER variants_back_in_stock AFTER UPDATE ON variants
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_back_in_stock()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER variants_back_in_stock ON variants`.execute(db);
  await sql`DROP FUNCTION record_back_in_stock()`.execute(db);
  await sql`DROP TABLE mail_link_keys`.execute(db);
  await sql`DROP TABLE back_in_stock_restocks`.execute(db);
  await sql`DROP TABLE back_in_stock_requests`.execute(db);
}
