/**
 * The long tail of search (issue 15): thousands of distinct terms a shopper could type, made from
 * the catalogue's own vocabulary (product names, categories, colours, brands), one and two words,
 * a share with a typo (a letter swapped, dropped, doubled or replaced) or cut to a prefix.
 * Deterministic for a given catalogue and seed.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../server/src/db/types.js';
import { createRng, type Rng } from '../server/src/seed/prng.js';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function typo(word: string, rng: Rng): string {
  const at = rng.int(1, word.length - 2);
  switch (rng.int(0, 3)) {
    case 0: return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1); // swap neighbours
    case 1: return word.slice(0, at) + word.slice(at + 1); // drop a letter
    case 2: return word.slice(0, at) + word[at] + word.slice(at); // double a letter
    default: return word.slice(0, at) + rng.pick([...LETTERS]) + word.slice(at + 1); // replace one
  }
}

/** Words of at least three letters from what shoppers see of the catalogue. */
async function catalogueWords(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ word: string }>`
    SELECT DISTINCT lower(w) AS word FROM (
      SELECT regexp_split_to_table(name, '[^[:alpha:]]+') AS w FROM (SELECT DISTINCT name FROM products) names
      UNION ALL SELECT regexp_split_to_table(name, '[^[:alpha:]]+') FROM categories
      UNION ALL SELECT regexp_split_to_table(name, '[^[:alpha:]]+') FROM colors
      UNION ALL SELECT regexp_split_to_table(name, '[^[:alpha:]]+') FROM brands
    ) words WHERE length(w) >= 3 ORDER BY 1`.execute(db);
  return rows.map((row) => row.word);
}

/** `count` distinct terms: 45 % one word, 40 % two words, with a typo or a prefix in a third of them. */
export async function longTailSearchTerms(db: Kysely<Database>, count: number, seed = 15): Promise<string[]> {
  const words = await catalogueWords(db);
  if (words.length < 20) throw new Error(`the catalogue has only ${words.length} words to search for`);
  const rng = createRng(seed);
  const pick = () => rng.pick(words);
  const terms = new Set<string>();
  for (let tries = 0; terms.size < count && tries < count * 50; tries += 1) {
    const shape = rng.next();
    let term = shape < 0.45 ? pick() : shape < 0.85 ? `${pick()} ${pick()}` : pick().slice(0, 4);
    if (rng.chance(0.3)) term = term.split(' ').map((word, i) => (i === 0 && word.length > 3 ? typo(word, rng) : word)).join(' ');
    if (term.replace(/\s/g, '').length >= 3) terms.add(term);
  }
  if (terms.size < count) throw new Error(`only ${terms.size} distinct terms from ${words.length} words`);
  return [...terms];
}
