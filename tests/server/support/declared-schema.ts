import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** What a column holds, roughly: enough to catch a column typed as the wrong kind of value. */
export type ColumnKind = 'number' | 'string' | 'boolean' | 'date' | 'array' | 'json';

/** One column as either side describes it. */
export interface ColumnShape {
  kind: ColumnKind;
  nullable: boolean;
  /** Computed by the database (GENERATED ALWAYS): never written. */
  computed: boolean;
  /** An insert may leave it out (identity, default, nullable or computed). */
  optionalOnInsert: boolean;
}

/** Tables → columns → shape. */
export type SchemaShape = Map<string, Map<string, ColumnShape>>;

const TYPES_FILE = fileURLToPath(new URL('../../../server/src/db/types.ts', import.meta.url));

/** The schema `server/src/db/types.ts` declares, read through the TypeScript checker (so aliases such as `Generated<T>` resolve). */
export function declaredSchema(file = TYPES_FILE): SchemaShape {
  const program = ts.createProgram([file], {
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (source === undefined) throw new Error(`cannot read ${file}`);
  const database = source.statements.find((node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === 'Database');
  if (database === undefined) throw new Error('db/types.ts declares no Database interface');

  const schema: SchemaShape = new Map();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, ColumnShape>();
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      columns.set(column.name, columnShape(checker, column));
    }
    schema.set(table.name, columns);
  }
  return schema;
}

function columnShape(checker: ts.TypeChecker, column: ts.Symbol): ColumnShape {
  const type = checker.getTypeOfSymbol(column);
  // Kysely's ColumnType<S, I, U> is an object of phantom __select__ / __insert__ members.
  const select = type.getProperty('__select__');
  const insert = type.getProperty('__insert__');
  const selectType = select === undefined ? type : checker.getTypeOfSymbol(select);
  const insertType = insert === undefined ? type : checker.getTypeOfSymbol(insert);
  const members = (t: ts.Type) => (t.isUnion() ? t.types : [t]);
  const computed = (insertType.flags & ts.TypeFlags.Never) !== 0;
  return {
    kind: kindOf(checker, members(selectType).filter((t) => (t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) === 0)),
    nullable: members(selectType).some((t) => (t.flags & ts.TypeFlags.Null) !== 0),
    computed,
    optionalOnInsert: computed || members(insertType).some((t) => (t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) !== 0),
  };
}

function kindOf(checker: ts.TypeChecker, types: readonly ts.Type[]): ColumnKind {
  const kinds = new Set(
    types.map((t): ColumnKind => {
      if (t.flags & ts.TypeFlags.NumberLike) return 'number';
      if (t.flags & ts.TypeFlags.StringLike) return 'string';
      if (t.flags & ts.TypeFlags.BooleanLike) return 'boolean';
      if (t.getSymbol()?.name === 'Date') return 'date';
      if (checker.isArrayType(t)) return 'array';
      return 'json';
    }),
  );
  return kinds.size === 1 ? [...kinds][0]! : 'json';
}

/** How PostgreSQL's `information_schema.columns.data_type` reaches the application (db/connection.ts's parsers). */
export function kindOfPostgresType(dataType: string): ColumnKind {
  if (['integer', 'smallint', 'bigint', 'double precision', 'real'].includes(dataType)) return 'number';
  if (['text', 'character varying', 'character', 'date', 'uuid', 'tsvector', 'xid8'].includes(dataType)) return 'string';
  if (dataType === 'boolean') return 'boolean';
  if (dataType.startsWith('timestamp')) return 'date';
  if (dataType === 'ARRAY') return 'array';
  if (dataType === 'json' || dataType === 'jsonb') return 'json';
  throw new Error(`no kind for the PostgreSQL type ${dataType}: extend kindOfPostgresType`);
}

/** Every difference between the declared and the migrated schema, one readable line each. */
export function schemaDrift(declared: SchemaShape, migrated: SchemaShape): string[] {
  const problems: string[] = [];
  for (const table of new Set([...declared.keys(), ...migrated.keys()])) {
    const mine = declared.get(table);
    const theirs = migrated.get(table);
    if (mine === undefined) { problems.push(`table ${table}: in the database, not in db/types.ts`); continue; }
    if (theirs === undefined) { problems.push(`table ${table}: in db/types.ts, not in the database`); continue; }
    for (const column of new Set([...mine.keys(), ...theirs.keys()])) {
      const a = mine.get(column);
      const b = theirs.get(column);
      const where = `${table}.${column}`;
      if (a === undefined) { problems.push(`${where}: in the database, not in db/types.ts`); continue; }
      if (b === undefined) { problems.push(`${where}: in db/types.ts, not in the database`); continue; }
      // A JSON column may hold any shape; the declaration says which.
      if (a.kind !== b.kind && b.kind !== 'json') problems.push(`${where}: declared ${a.kind}, the database holds ${b.kind}`);
      // A generated column's nullability is its expression's, which information_schema cannot tell.
      if (a.nullable !== b.nullable && !b.computed) {
        problems.push(`${where}: declared ${a.nullable ? 'nullable' : 'NOT NULL'}, the database says ${b.nullable ? 'nullable' : 'NOT NULL'}`);
      }
      if (a.computed !== b.computed) problems.push(`${where}: declared ${a.computed ? 'computed' : 'writable'}, the database says ${b.computed ? 'GENERATED ALWAYS' : 'writable'}`);
      // Declaring a defaulted column required is merely strict; declaring a required one optional fails inserts.
      if (a.optionalOnInsert && !b.optionalOnInsert) problems.push(`${where}: declared optional on insert, the database requires it`);
    }
  }
  return problems;
}
