import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';

export interface CategoryRef {
  name: string;
  unique_slug: string;
}

export function findCategory(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'unique_slug', 'description'])
    .where('unique_slug', '=', slug)
    .executeTakeFirst();
}

/** From the root down to the category itself. */
export async function breadcrumbsOf(db: Kysely<Database>, id: number): Promise<CategoryRef[]> {
  const { rows } = await sql<CategoryRef & { depth: number }>`
    WITH RECURSIVE chain AS (
      SELECT id, parent_id, name, unique_slug, 0 AS depth FROM categories WHERE id = ${id}
      UNION ALL
      SELECT c.id, c.parent_id, c.name, c.unique_slug, chain.depth + 1
      FROM categories c JOIN chain ON c.id = chain.parent_id
    ) SELECT name, unique_slug, depth FROM chain ORDER BY depth DESC`.execute(db);
  return rows.map(({ name, unique_slug }) => ({ name, unique_slug }));
}

export function childrenOf(db: Kysely<Database>, id: number): Promise<CategoryRef[]> {
  return db
    .selectFrom('categories')
    .select(['name', 'unique_slug'])
    .where('parent_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function popularCategories(db: Kysely<Database>): Promise<CategoryRef[]> {
  return db
    .selectFrom('categories')
    .select(['name', 'unique_slug'])
    .where('is_popular', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
