import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';

export const SEARCH_TERM_TOO_SHORT = 'Searched term should consist of at least 3 characters';

/**
 * Matches beyond this are not counted: nobody scrolls past them, and counting every row of a
 * common word ("black") is most of a search's cost.
 */
export const SEARCH_COUNT_CAP = 1000;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Products whose name or keywords contain every word of the term, newest first. Each word is a
 * substring match served by the trigram index on `products.search_text`. `total` stops at
 * SEARCH_COUNT_CAP.
 */
export async function searchProductIds(
  db: Kysely<Database>,
  term: string,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const words = term.toLowerCase().split(/\s+/).filter((word) => word !== '');
  const where = sql.join(
    words.map((word) => sql`p.search_text LIKE ${`%${escapeLike(word)}%`}`),
    sql` AND `,
  );
  const [page, count] = await Promise.all([
    sql<{ id: number }>`SELECT p.id FROM products p WHERE ${where}
      ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM (SELECT 1 FROM products p WHERE ${where} LIMIT ${SEARCH_COUNT_CAP}) matches`.execute(db),
  ]);
  return { ids: page.rows.map((row) => row.id), total: count.rows[0]?.total ?? 0 };
}
