import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { loadProductCards } from './product-cards.js';

const HOME_SHELF_SIZE = 8;

const imageOf = (row: { image_url: string; image_alt: string; image_blurhash: string | null }) => ({
  url: row.image_url,
  alt_text: row.image_alt,
  blurhash: row.image_blurhash,
});

/** The home page for nobody in particular: hero banners, collections, featured and new shelves (of products on sale, not archived). */
export async function loadHome(db: Kysely<Database>) {
  const [hero, collections, featuredIds, newIds] = await Promise.all([
    db.selectFrom('hero_banners').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('collections').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('products').select('id').where('is_featured', '=', true).where('archived_at', 'is', null).orderBy('id').limit(HOME_SHELF_SIZE).execute(),
    db.selectFrom('products').select('id').where('is_new', '=', true).where('archived_at', 'is', null).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(HOME_SHELF_SIZE).execute(),
  ]);
  const [featured, new_arrivals] = await Promise.all([
    loadProductCards(db, featuredIds.map((row) => row.id), null),
    loadProductCards(db, newIds.map((row) => row.id), null),
  ]);
  return {
    hero: hero.map((row) => ({ title: row.title, subtitle: row.subtitle, cta: row.cta, link: row.link, image: imageOf(row) })),
    collections: collections.map((row) => ({ title: row.title, link: row.link, image: imageOf(row) })),
    featured,
    new_arrivals,
  };
}
