/**
 * Search and listing answers put together in UTF-8 from the cards' own bytes (held ready in
 * memory, product-card-copy.ts): what the routes' response schemas would write for the same
 * values, without parsing and serialising a dozen cards per answer. The ETag is the SHA-1 of the
 * parts' digests and the page's counts, not of the whole answer again. A test holds the
 * answers equal to what the schemas write.
 */
import { etagOf, JsonBytes, type ReadyBytes, readyBytes } from '../../http/cached-json.js';
import { pagedAnswer } from '../../http/schema-kit.js';
import type { ListingFacets } from './listing-index.js';
import type { ProductCard } from './product-cards.js';

type PagedCards = ReturnType<typeof pagedAnswer<ProductCard>>;

const ROWS_OPEN = Buffer.from('{"rows":[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from('}');

/** An unfiltered listing's facets are one object per index: their part is written once. */
const facetParts = new WeakMap<ListingFacets, ReadyBytes>();

/**
 * A page of cards, as `Paged(Product)` writes it, with the fields after it (`more`). Its ETag is
 * the SHA-1 of the parts' digests and of the counts, which are all that is written per answer.
 */
function pagedBytes<T>(cards: readonly ReadyBytes[], total: number, page: number, perpage: number, more?: ReadyBytes): JsonBytes<T> {
  const { rows: _rows, ...counts } = pagedAnswer([], total, page, perpage);
  const countsBytes = Buffer.from(`],${JSON.stringify(counts).slice(1, -1)}`);
  const parts: Buffer[] = [ROWS_OPEN];
  const digests: Buffer[] = [];
  cards.forEach((card, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(card.bytes);
    digests.push(card.digest);
  });
  parts.push(countsBytes);
  digests.push(countsBytes);
  if (more !== undefined) {
    parts.push(more.bytes);
    digests.push(more.digest);
  }
  parts.push(CLOSE);
  return new JsonBytes(Buffer.concat(parts), etagOf(Buffer.concat(digests)));
}

/** A page of search results (`SearchAnswer`). */
export function searchAnswerBytes(cards: readonly ReadyBytes[], total: number, page: number, perpage: number): JsonBytes<PagedCards> {
  return pagedBytes(cards, total, page, perpage);
}

/** A page of a listing with its facet counts (`ListingAnswer`). */
export function listingAnswerBytes(cards: readonly ReadyBytes[], total: number, page: number, perpage: number, facets: ListingFacets): JsonBytes<PagedCards & { facets: ListingFacets }> {
  let facetsPart = facetParts.get(facets);
  if (facetsPart === undefined) {
    facetsPart = readyBytes(`,"facets":${JSON.stringify(facets)}`);
    facetParts.set(facets, facetsPart);
  }
  return pagedBytes(cards, total, page, perpage, facetsPart);
}
