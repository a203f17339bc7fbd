/**
 * Search and listing answers put together in UTF-8 from the cards' own bytes (held ready in
 * memory, product-card-copy.ts): what the routes' response schemas would write for the same
 * values, without parsing and serialising a dozen cards per answer. The ETag is the SHA-1 of the
 * cards' digests and the rest of the text, not of the whole answer again. A test holds the
 * answers equal to what the schemas write.
 */
import { etagOf, JsonBytes } from '../../http/cached-json.js';
import { pagedAnswer } from '../../http/schema-kit.js';
import type { ListingFacets } from './listing-index.js';
import type { ProductCard } from './product-cards.js';
import type { ReadyCard } from './product-card-copy.js';

type PagedCards = ReturnType<typeof pagedAnswer<ProductCard>>;

const ROWS_OPEN = Buffer.from('{"rows":[');
const COMMA = Buffer.from(',');

/** An unfiltered listing's facets are one object per index: their text is written once. */
const facetTexts = new WeakMap<ListingFacets, string>();

/** A page of cards, as `Paged(Product)` writes it (`more`: the text of the fields after it). */
function pagedBytes<T>(cards: readonly ReadyCard[], total: number, page: number, perpage: number, more = ''): JsonBytes<T> {
  const { rows: _rows, ...counts } = pagedAnswer([], total, page, perpage);
  const rest = Buffer.from(`],${JSON.stringify(counts).slice(1, -1)}${more}}`);
  const parts: Buffer[] = [ROWS_OPEN];
  const digests: Buffer[] = [];
  cards.forEach((card, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(card.bytes);
    digests.push(card.digest);
  });
  parts.push(rest);
  digests.push(rest);
  return new JsonBytes(Buffer.concat(parts), etagOf(Buffer.concat(digests)));
}

/** A page of search results (`SearchAnswer`). */
export function searchAnswerBytes(cards: readonly ReadyCard[], total: number, page: number, perpage: number): JsonBytes<PagedCards> {
  return pagedBytes(cards, total, page, perpage);
}

/** A page of a listing with its facet counts (`ListingAnswer`). */
export function listingAnswerBytes(cards: readonly ReadyCard[], total: number, page: number, perpage: number, facets: ListingFacets): JsonBytes<PagedCards & { facets: ListingFacets }> {
  let facetsText = facetTexts.get(facets);
  if (facetsText === undefined) {
    facetsText = JSON.stringify(facets);
    facetTexts.set(facets, facetsText);
  }
  return pagedBytes(cards, total, page, perpage, `,"facets":${facetsText}`);
}
