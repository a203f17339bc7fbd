import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { closestWord, searchWords } from './search-words.js';

export const SEARCH_TERM_TOO_SHORT = 'Searched term should consist of at least 3 characters';

/**
 * Matches beyond this are not counted: nobody scrolls past them, and counting every row of a
 * common word ("black") is most of a search's cost.
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * ts_rank_cd's weights for D, C, B, A: the name (A) counts most, then category and colour (B),
 * then description and material (C), then the brand (D).
 */
const RANK_WEIGHTS = '{0.05, 0.2, 0.5, 1.0}';

/** Similarity from which the vocabulary's words are typo candidates (pg_trgm's default is 0.3: too strict for short words). */
const CANDIDATE_SIMILARITY = 0.15;
const CANDIDATES = 12;

/**
 * Up to this many products holding the rarest word, matches are found through the GIN index and
 * sorted; beyond, along the date index (which then meets a match at least every tenth row).
 */
const FEW_MATCHES = 10_000;

interface WordLookup {
  word: string;
  /** The word as the documents' lexemes are written (stemmed), or null for a stop word. */
  stem: string | null;
  /** Products holding a lexeme that starts with the stem (as of the last vocabulary refresh); 0: unknown word. */
  documents: number;
  /** For an unknown word: the vocabulary's closest words by trigram similarity, with their product counts. */
  candidates: { word: string; documents: number }[] | null;
}

/** One tsquery operand and how many products it can match at most. */
interface Operand {
  text: string;
  documents: number;
}

/**
 * One tsquery operand per word: its stem as a prefix when the vocabulary knows it ("blaz" finds
 * blazers), else the closest known word (a typo: "shrit" is "shirt"), else the stem itself
 * (which then matches nothing, as a word no product holds should). Stop words are left out.
 */
async function queryOperands(db: Kysely<Database>, words: string[]): Promise<Operand[]> {
  const { rows } = await sql<WordLookup>`
    SELECT w.word, s.stem, k.documents,
      CASE WHEN s.stem IS NULL OR k.documents > 0 THEN NULL
        ELSE ARRAY(SELECT json_build_object('word', v.word, 'documents', v.documents) FROM search_vocabulary v
                   WHERE similarity(v.word, w.word) >= ${CANDIDATE_SIMILARITY}
                   ORDER BY similarity(v.word, w.word) DESC, v.documents DESC, v.word LIMIT ${CANDIDATES})
      END AS candidates
    FROM unnest(${words}::text[]) WITH ORDINALITY AS w(word, position)
    CROSS JOIN LATERAL (SELECT (ts_lexize('english_stem', w.word))[1] AS stem) s
    CROSS JOIN LATERAL (SELECT coalesce(sum(v.documents), 0)::int AS documents FROM search_vocabulary v WHERE v.word LIKE s.stem || '%') k
    ORDER BY w.position`.execute(db);
  return rows.flatMap((row): Operand[] => {
    if (row.stem === null) return [];
    if (row.documents > 0) return [{ text: `${row.stem}:*`, documents: row.documents }];
    const candidates = row.candidates ?? [];
    const correction = closestWord(row.word, candidates.map((candidate) => candidate.word));
    const documents = candidates.find((candidate) => candidate.word === correction)?.documents ?? 0;
    return [{ text: correction ?? row.stem, documents }];
  });
}

/**
 * Products that hold every word of the term (or the word a typo meant) anywhere in their search
 * document, most relevant first (ts_rank_cd over the weighted document), then newest, then by
 * id: a stable order, so pages never repeat or skip a product.
 *
 * What is ranked is the newest SEARCH_COUNT_CAP matches, the most anyone can page through (the
 * count stops there too): a common word ("black") matches a quarter of a large catalogue, and
 * ranking every match cost 60–80 ms on 100,000 products where ranking a thousand costs a few.
 */
export async function searchProductIds(
  db: Kysely<Database>,
  term: string,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const operands = await queryOperands(db, searchWords(term));
  if (operands.length === 0) return { ids: [], total: 0 };
  // Operands are letters, digits and a prefix mark only (searchWords, lexemes): safe tsquery text.
  const query = sql`to_tsquery('simple', ${operands.map((operand) => operand.text).join(' & ')})`;
  // The newest matches, found the way their number suits: a few through the GIN index, then sorted
  // (MATERIALIZED keeps the planner from walking the date index past thousands of non-matches);
  // many along the date index, which meets a match every few rows.
  const fewMatches = Math.min(...operands.map((operand) => operand.documents)) <= FEW_MATCHES;
  const candidates = fewMatches
    ? sql`WITH matches AS MATERIALIZED (SELECT s.product_id, s.created_at, s.document FROM product_search s WHERE s.document @@ ${query})
        SELECT * FROM matches ORDER BY created_at DESC, product_id DESC LIMIT ${SEARCH_COUNT_CAP}`
    : sql`SELECT s.product_id, s.created_at, s.document FROM product_search s WHERE s.document @@ ${query}
        ORDER BY s.created_at DESC, s.product_id DESC LIMIT ${SEARCH_COUNT_CAP}`;
  const { rows } = await sql<{ product_id: number; total: number }>`
    WITH candidates AS (${candidates})
    SELECT product_id, (count(*) OVER ())::int AS total FROM candidates
    ORDER BY ts_rank_cd(${RANK_WEIGHTS}::float4[], document, ${query}) DESC, created_at DESC, product_id DESC
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  if (rows.length > 0 || offset === 0) return { ids: rows.map((row) => row.product_id), total: rows[0]?.total ?? 0 };
  // A page past the last one still answers how many there are.
  const count = await sql<{ total: number }>`SELECT count(*)::int AS total FROM (${candidates}) matches`.execute(db);
  return { ids: [], total: count.rows[0]?.total ?? 0 };
}

/** Rebuilds the vocabulary typos are corrected against from the products' search documents (after a seed). */
export async function refreshSearchVocabulary(db: Kysely<Database>): Promise<void> {
  await sql`DELETE FROM search_vocabulary`.execute(db);
  await sql`INSERT INTO search_vocabulary (word, documents)
    SELECT word, ndoc FROM ts_stat('SELECT document FROM product_search') WHERE length(word) >= 3`.execute(db);
}
