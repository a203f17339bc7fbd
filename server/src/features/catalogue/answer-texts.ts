/**
 * Search and listing answers put together as JSON text from the cards' own texts (held ready in
 * memory, ready-cards.ts): what the routes' response schemas would write for the same
 * values, without parsing and serialising a dozen cards per answer. The ETag is the SHA-1 of the
 * parts' digests and the page's counts, not of the whole answer again. A test holds the answers
 * equal to what the schemas write.
 */
import { etagOf, JsonText, type ReadyText, readyText } from '../../http/cached-json.js';
import { pagedAnswer } from '../../http/schema-kit.js';
import type { ListingFacets } from './engine/index.js';
import type { ProductCard } from './product-cards.js';

type PagedCards = ReturnType<typeof pagedAnswer<ProductCard>>;

/** An unfiltered listing's facets are one object per index: their part is written once. */
const facetsParts = new WeakMap<ListingFacets, ReadyText>();

/**
 * A page of cards, as `Paged(Product)` writes it, with the facets after it for a listing. The
 * digests are all of one length, so their concatenation names the cards unambiguously.
 */
function pagedText<T>(cards: readonly ReadyText[], total: number, page: number, perpage: number, facets?: ReadyText, extra: Record<string, unknown> = {}): JsonText<T> {
  const { rows: _rows, ...counts } = pagedAnswer([], total, page, perpage);
  const countsText = `],${JSON.stringify({ ...counts, ...extra }).slice(1, -1)}`;
  let text = '{"rows":[';
  let digests = '';
  cards.forEach((card, index) => {
    text += index > 0 ? `,${card.text}` : card.text;
    digests += card.digest;
  });
  text += countsText;
  digests += countsText;
  if (facets !== undefined) {
    text += facets.text;
    digests += facets.digest;
  }
  return new JsonText(`${text}}`, etagOf(digests));
}

/** A page of search results (`SearchAnswer`), with the words searched when a typo was corrected. */
export function searchAnswerText(cards: readonly ReadyText[], total: number, page: number, perpage: number, correctedTerm: string | null = null): JsonText<PagedCards & { corrected_term?: string }> {
  return pagedText(cards, total, page, perpage, undefined, correctedTerm === null ? {} : { corrected_term: correctedTerm });
}

/** A page of a listing with its facet counts (`ListingAnswer`). */
export function listingAnswerText(cards: readonly ReadyText[], total: number, page: number, perpage: number, facets: ListingFacets): JsonText<PagedCards & { facets: ListingFacets }> {
  let part = facetsParts.get(facets);
  if (part === undefined) {
    part = readyText(`,"facets":${JSON.stringify(facets)}`);
    facetsParts.set(facets, part);
  }
  return pagedText(cards, total, page, perpage, part);
}
