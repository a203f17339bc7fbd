/** Inserts the mega menu: one entry per department with columns of links and an image. */
import { type Kysely } from 'kysely';
import { type Database, type NavigationType } from '../../db/types.js';
import { drawingPhotoUrl } from '../drawing-photo-url.js';
import { type Garment } from '../garments/index.js';
import { CATEGORY_TREE } from '../taxonomy.js';
import { type TaxonomyIds } from './taxonomy.js';

interface LinkSpec {
  label: string;
  type: NavigationType;
  /** A slug for category and tag links, a path for custom ones. */
  target: string;
}

const DEPARTMENT_IMAGES: Record<string, { garment: Garment; color: string; title: string; link: string }> = {
  women: { garment: 'dress', color: 'sage', title: 'The Summer Edit', link: '/tags/summer-edit' },
  men: { garment: 'shirt', color: 'sky', title: 'The Linen Shop', link: '/tags/linen' },
  kids: { garment: 'hoodie', color: 'mustard', title: 'Back to school', link: '/categories/kids' },
  accessories: { garment: 'bag', color: 'camel', title: 'Leather goods', link: '/categories/bags' },
};

function columnsFor(rootSlug: string): { heading: string; bold: boolean; links: LinkSpec[] }[] {
  const root = CATEGORY_TREE.find((r) => r.slug === rootSlug)!;
  const half = Math.ceil(root.children.length / 2);
  const categoryLinks = root.children.map((c): LinkSpec => ({ label: c.name, type: 'category', target: c.slug }));
  return [
    { heading: 'Shop by category', bold: true, links: [{ label: `All ${root.name.toLowerCase()}`, type: 'category', target: root.slug }, ...categoryLinks.slice(0, half)] },
    { heading: 'More categories', bold: false, links: categoryLinks.slice(half) },
    {
      heading: 'Highlights',
      bold: true,
      links: [
        { label: 'New in', type: 'tag', target: 'new-in' },
        { label: 'Best sellers', type: 'tag', target: 'best-sellers' },
        { label: 'Summer Edit', type: 'tag', target: 'summer-edit' },
        { label: 'Sustainable', type: 'tag', target: 'sustainable' },
        { label: 'Sale', type: 'tag', target: 'sale' },
        { label: 'Gift cards', type: 'custom', target: '/faq/do-you-sell-gift-cards' },
      ],
    },
  ];
}

/** Inserts the menu: Women, Men, Kids, Accessories (mega menus), New In (tag), Our Story (custom). */
export async function insertMenu(db: Kysely<Database>, ids: TaxonomyIds): Promise<void> {
  const id = (map: Map<string, number>, key: string) => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`Menu: unknown slug ${key}`);
    return value;
  };
  const linkColumns = (l: LinkSpec) => ({
    label: l.label,
    type: l.type,
    link: l.type === 'custom' ? l.target : null,
    category_id: l.type === 'category' ? id(ids.category, l.target) : null,
    tag_id: l.type === 'tag' ? id(ids.tag, l.target) : null,
  });
  let position = 0;
  for (const root of CATEGORY_TREE) {
    const picture = DEPARTMENT_IMAGES[root.slug];
    const entry = await db
      .insertInto('menu_entries')
      .values({
        ...linkColumns({ label: root.name, type: 'category', target: root.slug }),
        image_url: picture ? drawingPhotoUrl(picture.garment, picture.color, 'front') : null,
        image_title: picture?.title ?? null,
        image_link: picture?.link ?? null,
        position: position++,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [c, column] of columnsFor(root.slug).entries()) {
      const { id: columnId } = await db.insertInto('menu_columns').values({ entry_id: entry.id, heading: column.heading, boldface_first_link: column.bold, position: c }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('menu_links').values(column.links.map((l, i) => ({ column_id: columnId, ...linkColumns(l), position: i }))).execute();
    }
  }
  await db.insertInto('menu_entries').values({ ...linkColumns({ label: 'New In', type: 'tag', target: 'new-in' }), position: position++ }).execute();
  await db.insertInto('menu_entries').values({ ...linkColumns({ label: 'Our Story', type: 'custom', target: '/our-story' }), position }).execute();
}
