import { type Kysely, sql } from 'kysely';

// A token revoked, changed or deleted (sign-out, a password changed or reset, an account or guest
// deleted) is announced (NOTIFY token_changed, the tokens' ids, or '*' for more than a
// notification holds), so an instance that keeps the live tokens it has read (http/live-tokens.ts)
// stops accepting it at once, whichever instance revoked it. A new token needs no announcement:
// an instance reads a token it does not hold.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_token_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE changed text;
    BEGIN
      SELECT string_agg(id::text, ',') INTO changed FROM changed_tokens;
      IF changed IS NOT NULL THEN
        PERFORM pg_notify('token_changed', CASE WHEN length(changed) > 7000 THEN '*' ELSE changed END);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const event of ['UPDATE', 'DELETE'] as const) {
    await sql`CREATE TRIGGER ${sql.raw(`tokens_${event.toLowerCase()}_notify`)} AFTER ${sql.raw(event)} ON tokens
      REFERENCING OLD TABLE AS changed_tokens FOR EACH STATEMENT EXECUTE FUNCTION notify_token_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['update', 'delete']) await sql`DROP TRIGGER ${sql.raw(`tokens_${event}_notify`)} ON tokens`.execute(db);
  await sql`DROP FUNCTION notify_token_changed()`.execute(db);
}
