import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { CategoryRef } from './categories.js';

/** The tag with this slug, or undefined. */
export function findTag(db: Kysely<Database>, slug: string) {
  return db.selectFrom('tags').select(['id', 'name', 'unique_slug', 'description']).where('unique_slug', '=', slug).executeTakeFirst();
}

/** The primary categories of the tag's products, in menu order: the tag page's category filter. */
export function categoriesOfTag(db: Kysely<Database>, tagId: number): Promise<CategoryRef[]> {
  return db
    .selectFrom('categories as c')
    .select(['c.name', 'c.unique_slug'])
    .where('c.id', 'in', (qb) =>
      qb
        .selectFrom('product_categories as pc')
        .innerJoin('product_tags as pt', 'pt.product_id', 'pc.product_id')
        .select('pc.category_id')
        .where('pt.tag_id', '=', tagId)
        .where('pc.is_primary', '=', true),
    )
    .orderBy('c.position')
    .orderBy('c.name')
    .execute();
}
