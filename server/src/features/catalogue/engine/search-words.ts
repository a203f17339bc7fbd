/**
 * The words of a search term as the full-text query sees them, and the edit distance that picks
 * a typo's correction among the trigram candidates. Pure: the index (search-index.ts) uses them.
 */

/** At most this many words of a term are searched: a sentence pasted in is not a query. */
export const MAX_SEARCH_WORDS = 8;

/** Lowercased letters and digits only: nothing of the term reaches tsquery syntax. */
export function searchWords(term: string): string[] {
  const words = term.toLowerCase().normalize('NFC').split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours cost 1. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How many edits a word of this length may take to count as a typo of a known word. */
const allowedEdits = (word: string) => (word.length <= 4 ? 1 : 2);

/**
 * The known word a misspelt one most likely meant: among candidates (most similar first, as
 * pg_trgm ranks them), the fewest edits away, within what the word's length allows. A prefix of
 * a candidate is measured against the candidate's start, so "blazr" finds "blazer".
 */
export function closestWord(word: string, candidates: readonly string[]): string | null {
  let best: { word: string; distance: number } | null = null;
  for (const candidate of candidates) {
    const distance = Math.min(editDistance(word, candidate), editDistance(word, candidate.slice(0, word.length)) + 1);
    if (distance <= allowedEdits(word) && (best === null || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word ?? null;
}
