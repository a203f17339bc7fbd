import { type Kysely, sql } from 'kysely';

// A stock notification names each changed variant with its stock as committed (`id:stock`), so an
// instance knows which way a size moved without reading it: the order route answers a sold-out
// size, or one whose last units orders in flight already take, at once (units-left.ts), and a
// restock it hears of sells again. Notifications arrive in commit order, so the last one heard for
// a variant is its stock now. Over the size a notification holds, '*' as before.

/** Migration 0010's notifying function, naming each changed variant by `entry` (an SQL expression over `n`). */
const notifyingFunction = (entry: string) => sql`
  CREATE OR REPLACE FUNCTION notify_variant_stock() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE changed text;
  BEGIN
    SELECT string_agg(${sql.raw(entry)}, ',') INTO changed
      FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.stock IS DISTINCT FROM o.stock;
    IF changed IS NOT NULL THEN
      PERFORM pg_notify('variant_stock', CASE WHEN length(changed) > 7000 THEN '*' ELSE changed END);
    END IF;
    RETURN NULL;
  END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await notifyingFunction(`n.id::text || ':' || n.stock::text`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await notifyingFunction('n.id::text').execute(db);
}
