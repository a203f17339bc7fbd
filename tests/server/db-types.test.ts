import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ColumnShape, declaredSchema, kindOfPostgresType, type SchemaShape, schemaDrift } from './support/declared-schema.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
}

let t: TestApp;
let migrated: SchemaShape;
let declared: SchemaShape;

beforeAll(async () => {
  t = await startTestApp();
  const { rows } = await sql<ColumnRow>`
    SELECT c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default, c.is_identity, c.is_generated
    FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE' AND c.table_name NOT LIKE 'kysely\\_%'
    ORDER BY c.table_name, c.ordinal_position`.execute(t.db);
  migrated = new Map();
  for (const row of rows) {
    const computed = row.is_generated === 'ALWAYS';
    const nullable = row.is_nullable === 'YES';
    const shape: ColumnShape = {
      kind: kindOfPostgresType(row.data_type),
      nullable,
      computed,
      optionalOnInsert: computed || nullable || row.is_identity === 'YES' || row.column_default !== null,
    };
    if (!migrated.has(row.table_name)) migrated.set(row.table_name, new Map());
    migrated.get(row.table_name)!.set(row.column_name, shape);
  }
  declared = declaredSchema();
});

afterAll(() => t?.close());

describe('db/types.ts, the hand-kept Kysely view of the migrations', () => {
  it('declares every table and column of the migrated database, with its nullability, kind and insert rules', () => {
    expect(migrated.size).toBeGreaterThan(40);
    expect(schemaDrift(declared, migrated)).toEqual([]);
  });

  it('would report a table, a column, a kind, a nullability or an insert rule that drifted', () => {
    const drifted: SchemaShape = new Map([...migrated].map(([table, columns]) => [table, new Map(columns)]));
    drifted.delete('settings');
    const users = drifted.get('users')!;
    users.delete('phone');
    users.set('nickname', { kind: 'string', nullable: true, computed: false, optionalOnInsert: true });
    users.set('email', { ...users.get('email')!, nullable: true, optionalOnInsert: true });
    users.set('created_at', { ...users.get('created_at')!, kind: 'string' });
    const guests = drifted.get('guests')!;
    guests.set('created_at', { ...guests.get('created_at')!, optionalOnInsert: false });
    expect(schemaDrift(declared, drifted)).toEqual([
      'table settings: in db/types.ts, not in the database',
      'users.email: declared NOT NULL, the database says nullable',
      'users.phone: in db/types.ts, not in the database',
      'users.created_at: declared date, the database holds string',
      'users.nickname: in the database, not in db/types.ts',
      'guests.created_at: declared optional on insert, the database requires it',
    ]);
  });
});
