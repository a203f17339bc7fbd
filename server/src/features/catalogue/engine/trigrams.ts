/**
 * Trigram similarity as pg_trgm computes it for one word: the word lowercased, padded with two
 * spaces before and one after, cut into every three characters; similarity is the shared share of
 * both sets. Typo correction ranks the vocabulary's words by it.
 */

export function trigramsOf(word: string): string[] {
  const padded = `  ${word.toLowerCase()} `;
  const trigrams = new Set<string>();
  for (let at = 0; at + 3 <= padded.length; at += 1) trigrams.add(padded.slice(at, at + 3));
  return [...trigrams];
}

/** Shared trigrams over the trigrams of either word (pg_trgm's `similarity`). */
export function similarityOf(shared: number, ownCount: number, otherCount: number): number {
  const union = ownCount + otherCount - shared;
  return union === 0 ? 0 : shared / union;
}
