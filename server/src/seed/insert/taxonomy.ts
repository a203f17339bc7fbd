/** Inserts the taxonomy (categories, tags, brands, labels, colours, sizes) and returns id maps. */
import { type Kysely } from 'kysely';
import { type Database } from '../../db/types.js';
import { COLOURS } from '../colors.js';
import { ALL_SIZES, BRANDS, CATEGORY_TREE, LABELS, TAGS } from '../taxonomy.js';
import { slugify } from '../prng.js';

export interface TaxonomyIds {
  category: Map<string, number>;
  tag: Map<string, number>;
  brand: Map<string, number>;
  label: Map<string, number>;
}

const idMap = (rows: { id: number; key: string }[]) => new Map(rows.map((r) => [r.key, r.id]));

/** Inserts the taxonomy; keys of the maps are slugs (labels and brands: their names). */
export async function insertTaxonomy(db: Kysely<Database>): Promise<TaxonomyIds> {
  await db.insertInto('colors').values(COLOURS.map((c, position) => ({ slug: c.slug, name: c.name, hex: c.hex, position }))).execute();
  await db.insertInto('sizes').values([...ALL_SIZES]).execute();

  const category = new Map<string, number>();
  for (const [position, root] of CATEGORY_TREE.entries()) {
    const { id } = await db
      .insertInto('categories')
      .values({ name: root.name, unique_slug: root.slug, description: root.description, position })
      .returning('id')
      .executeTakeFirstOrThrow();
    category.set(root.slug, id);
    const children = await db
      .insertInto('categories')
      .values(root.children.map((leaf, i) => ({ parent_id: id, name: leaf.name, unique_slug: leaf.slug, description: leaf.description, is_popular: leaf.popular ?? false, position: i })))
      .returning(['id', 'unique_slug as key'])
      .execute();
    for (const child of children) category.set(child.key, child.id);
  }
  const tag = idMap(await db.insertInto('tags').values(TAGS.map((t) => ({ name: t.name, unique_slug: t.slug, description: t.description }))).returning(['id', 'unique_slug as key']).execute());
  const brand = idMap(await db.insertInto('brands').values(BRANDS.map((name) => ({ name, slug: slugify(name) }))).returning(['id', 'name as key']).execute());
  const label = idMap(await db.insertInto('labels').values(LABELS.map((label) => ({ label }))).returning(['id', 'label as key']).execute());
  return { category, tag, brand, label };
}
