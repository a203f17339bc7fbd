import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

// Editorial HTML as stored: callers sanitise it before sending.

/** A fixed section (delivery and returns, …) by slug, or undefined. */
export function findFixedSection(db: Kysely<Database>, slug: string) {
  return db.selectFrom('fixed_sections').select(['slug', 'title', 'content']).where('slug', '=', slug).executeTakeFirst();
}

/** A content page (privacy policy, our story, …) by slug, or undefined. */
export function findPage(db: Kysely<Database>, slug: string) {
  return db.selectFrom('pages').select(['slug', 'title', 'content']).where('slug', '=', slug).executeTakeFirst();
}

const ENGAGEMENT_COLUMNS = ['slug', 'title', 'summary', 'content', 'image_url', 'image_alt', 'image_blurhash'] as const;

/** Every engagement, in editor order. */
export function listEngagements(db: Kysely<Database>) {
  return db.selectFrom('engagements').select(ENGAGEMENT_COLUMNS).orderBy('position').orderBy('id').execute();
}

/** One engagement by slug, or undefined. */
export function findEngagement(db: Kysely<Database>, slug: string) {
  return db.selectFrom('engagements').select(ENGAGEMENT_COLUMNS).where('slug', '=', slug).executeTakeFirst();
}
