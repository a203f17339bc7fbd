import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** Every question with its category, category by category (answers are raw HTML: sanitise before sending). */
export function listFaqs(db: Kysely<Database>) {
  return db
    .selectFrom('faqs as f')
    .innerJoin('faq_categories as c', 'c.id', 'f.category_id')
    .select(['f.id', 'f.slug', 'f.question', 'f.answer', 'c.name as category_name', 'c.slug as category_slug'])
    .orderBy('c.position')
    .orderBy('c.id')
    .orderBy('f.position')
    .orderBy('f.id')
    .execute();
}
