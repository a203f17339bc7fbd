import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { statementMadeOnce } from '../../server/src/db/made-once.js';
import type { Database } from '../../server/src/db/types.js';

// A hot statement's text is made once per shape, and every call sends it with its own values
// (made-once.ts). Compiling needs the dialect, not a connection.
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ max: 1 }) }) });

const addressQuery = (column: 'user_id' | 'guest_id', addressId: number, ownerId: number) =>
  db.selectFrom('addresses').select(['id', 'city']).where('id', '=', addressId).where(column, '=', ownerId).where('label', '<>', 'constant');

describe('statementMadeOnce', () => {
  it('builds each shape once and puts each call’s values where the builder would have', () => {
    const build = vi.fn((_db: Kysely<Database>, column: 'user_id' | 'guest_id', addressId: number, ownerId: number) => addressQuery(column, addressId, ownerId));
    const statement = statementMadeOnce(build);

    const first = statement(db, 'user_id', 7, 7);
    const second = statement(db, 'user_id', 12, 3);
    const guest = statement(db, 'guest_id', 5, 9);

    expect(build).toHaveBeenCalledTimes(2);
    for (const [made, [column, addressId, ownerId]] of [[first, ['user_id', 7, 7]], [second, ['user_id', 12, 3]], [guest, ['guest_id', 5, 9]]] as const) {
      const direct = addressQuery(column, addressId, ownerId).compile();
      expect(made.sql).toBe(direct.sql);
      expect(made.parameters).toEqual(direct.parameters);
    }
    // The same string each time: a prepared statement's name is looked up by it.
    expect(second.sql).toBe(first.sql);
    expect(guest.sql).not.toBe(first.sql);
  });

  it('refuses a value that does not reach the statement as a parameter', () => {
    const statement = statementMadeOnce((_db: Kysely<Database>, _shape: 'raw', city: string) =>
      db.selectFrom('addresses').select('id').where(sql.raw<boolean>(`city = '${String(city)}'`)));
    expect(() => statement(db, 'raw', 'Beirut')).toThrow(/1 of 1 values are not parameters/);
  });
});
