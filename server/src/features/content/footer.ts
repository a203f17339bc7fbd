import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** The footer's link groups with their links, in editor order. */
export async function loadFooter(db: Kysely<Database>) {
  const [groups, links] = await Promise.all([
    db.selectFrom('footer_groups').select(['id', 'label']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('footer_links').select(['group_id', 'label', 'link']).orderBy('position').orderBy('id').execute(),
  ]);
  return groups.map((group) => ({
    label: group.label,
    links: links.filter((link) => link.group_id === group.id).map(({ label, link }) => ({ label, link })),
  }));
}

/** The social network links, in editor order. */
export function listSocialLinks(db: Kysely<Database>) {
  return db.selectFrom('social_links').select(['name', 'link', 'logo_url']).orderBy('position').orderBy('id').execute();
}
