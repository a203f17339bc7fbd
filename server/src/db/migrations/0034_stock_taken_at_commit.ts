import { type Kysely, sql } from 'kysely';

// Issue 30, a drop: an order takes its units as its transaction commits, not by a statement of its
// own before the COMMIT. Every order of a drop waits for the size's row lock; taken by a statement,
// the lock was held across two round trips to the app (that statement's answer, then the COMMIT),
// each waiting its turn on the app's busy event loop, so the orders sold one every 40-50 ms. Taken
// by a deferred trigger, the lock is held inside the COMMIT alone.
//
// An order asks for it by a row in `stock_reservations` (written with its lines); the deferred
// trigger takes the order's lines' units, rows locked lowest id first (as `releaseStock` locks
// them, so none deadlock), each only where its stock covers the line. When one
// is short, the COMMIT fails with SQLSTATE SF409 and, as its detail, the short lines as JSON
// (`[{ product_id, requested, available }]`, `available` read after the lock) and nothing is kept.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stock_reservations (
      order_id integer PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE
    )`.execute(db);
  await sql`
    CREATE FUNCTION take_reserved_stock() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      wanted_lines integer;
      taken_lines integer;
      short jsonb;
    BEGIN
      SELECT count(DISTINCT variant_id) INTO wanted_lines FROM order_items WHERE order_id = NEW.order_id;
      WITH wanted AS (SELECT variant_id AS id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = NEW.order_id GROUP BY variant_id),
        locked AS (SELECT v.id FROM variants v WHERE v.id IN (SELECT id FROM wanted) ORDER BY v.id FOR NO KEY UPDATE),
        taken AS (
          UPDATE variants v SET stock = v.stock - w.quantity
          FROM wanted w
          -- Uncorrelated, so run once before the rows are scanned: every row is locked first, in order.
          WHERE (SELECT count(*) FROM locked) >= 0 AND v.id = w.id AND v.stock >= w.quantity
          RETURNING v.id)
      SELECT count(*) INTO taken_lines FROM taken;
      DELETE FROM stock_reservations WHERE order_id = NEW.order_id;
      IF taken_lines = wanted_lines THEN
        RETURN NULL;
      END IF;
      -- A statement of its own: its snapshot sees the stock committed while this one waited for the lock.
      SELECT jsonb_agg(jsonb_build_object('product_id', w.id, 'requested', w.quantity, 'available', greatest(v.stock, 0)) ORDER BY w.id) INTO short
        FROM (SELECT variant_id AS id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = NEW.order_id GROUP BY variant_id) w
        JOIN variants v ON v.id = w.id
        WHERE v.stock < w.quantity;
      RAISE EXCEPTION 'not enough stock' USING ERRCODE = 'SF409', DETAIL = coalesce(short, '[]'::jsonb)::text;
    END $$`.execute(db);
  await sql`
    CREATE CONSTRAINT TRIGGER stock_reservations_take AFTER INSERT ON stock_reservations
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION take_reserved_stock()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE stock_reservations`.execute(db);
  await sql`DROP FUNCTION take_reserved_stock()`.execute(db);
}
