import type { Kysely } from 'kysely';
import type { Database, NavigationType } from '../../db/types.js';

interface LinkRow {
  label: string;
  type: NavigationType;
  link: string | null;
  category_slug: string | null;
  tag_slug: string | null;
}

const linkOf = (row: LinkRow) => ({
  label: row.label,
  type: row.type,
  link: row.link,
  category: row.category_slug === null ? null : { unique_slug: row.category_slug },
  tag: row.tag_slug === null ? null : { unique_slug: row.tag_slug },
});

/** The main navigation with its mega-menu columns (docs/api.md `NavigationEntry`). */
export async function loadMenu(db: Kysely<Database>) {
  const [entries, columns, links] = await Promise.all([
    db
      .selectFrom('menu_entries as e')
      .leftJoin('categories as c', 'c.id', 'e.category_id')
      .leftJoin('tags as t', 't.id', 'e.tag_id')
      .select(['e.id', 'e.label', 'e.type', 'e.link', 'c.unique_slug as category_slug', 't.unique_slug as tag_slug', 'e.image_url', 'e.image_title', 'e.image_link'])
      .orderBy('e.position')
      .orderBy('e.id')
      .execute(),
    db.selectFrom('menu_columns').select(['id', 'entry_id', 'heading', 'boldface_first_link']).orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('menu_links as l')
      .leftJoin('categories as c', 'c.id', 'l.category_id')
      .leftJoin('tags as t', 't.id', 'l.tag_id')
      .select(['l.column_id', 'l.label', 'l.type', 'l.link', 'c.unique_slug as category_slug', 't.unique_slug as tag_slug'])
      .orderBy('l.position')
      .orderBy('l.id')
      .execute(),
  ]);
  return entries.map((entry) => ({
    ...linkOf(entry),
    megamenu_columns: columns
      .filter((column) => column.entry_id === entry.id)
      .map((column) => ({
        heading: column.heading,
        boldface_first_link: column.boldface_first_link,
        links: links.filter((link) => link.column_id === column.id).map(linkOf),
      })),
    image: entry.image_url === null ? null : { url: entry.image_url, title: entry.image_title ?? '' },
    image_link: entry.image_link,
  }));
}
