/**
 * Search and listing answers put together as JSON text from the cards' own texts (held ready in
 * memory, product-card-copy.ts): what the routes' response schemas would write for the same
 * values, without parsing and serialising a dozen cards per answer. A test holds the two equal.
 */
import { JsonText } from '../../http/cached-json.js';
import { pagedAnswer } from '../../http/schema-kit.js';
import type { ListingFacets } from './listing-index.js';
import type { ProductCard } from './product-cards.js';

type PagedCards = ReturnType<typeof pagedAnswer<ProductCard>>;

/** An unfiltered listing's facets are one object per index: their text is written once. */
const facetTexts = new WeakMap<ListingFacets, string>();

/** A page of cards, as `Paged(Product)` writes it (`more`: the text of the fields after it). */
function pagedText(cardTexts: readonly string[], total: number, page: number, perpage: number, more = ''): string {
  const { rows: _rows, ...counts } = pagedAnswer([], total, page, perpage);
  return `{"rows":[${cardTexts.join(',')}],${JSON.stringify(counts).slice(1, -1)}${more}}`;
}

/** A page of search results (`SearchAnswer`). */
export function searchAnswerText(cardTexts: readonly string[], total: number, page: number, perpage: number): JsonText<PagedCards> {
  return new JsonText(pagedText(cardTexts, total, page, perpage));
}

/** A page of a listing with its facet counts (`ListingAnswer`). */
export function listingAnswerText(cardTexts: readonly string[], total: number, page: number, perpage: number, facets: ListingFacets): JsonText<PagedCards & { facets: ListingFacets }> {
  let facetsText = facetTexts.get(facets);
  if (facetsText === undefined) {
    facetsText = JSON.stringify(facets);
    facetTexts.set(facets, facetsText);
  }
  return new JsonText(pagedText(cardTexts, total, page, perpage, `,"facets":${facetsText}`));
}
