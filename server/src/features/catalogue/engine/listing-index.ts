/**
 * Category and tag listings, in memory: every listed product's facets (the rows of the database's
 * listing index `product_facets`, with its tags), in each sort order per category and per tag, so
 * a page of a listing is a slice and a filtered one a few operations on bit sets (listing-scope.ts).
 * Facet counts of an unfiltered scope are made once per index. Pure: listing-copy.ts reads the
 * data and follows its changes.
 */
import { type FacetCounting, ListingScope, type ListingSort, SORTS } from './listing-scope.js';
import { Numbering } from './numbering.js';
import { ValueColumn } from './value-column.js';

export type { ListingSort } from './listing-scope.js';

/** What narrows a category or tag listing (docs/api.md, listing query). */
export interface ListingFilters {
  /** A category: its products and those of every category below it. */
  categoryId?: number;
  tagId?: number;
  sizes: string[];
  colors: string[];
  brands: string[];
  priceMin?: number;
  priceMax?: number;
}

/** One listed product: what listings filter, count and sort on. */
export interface ListingEntry {
  productId: number;
  /** Its categories and their ancestors. */
  categoryIds: readonly number[];
  tagIds: readonly number[];
  /** The sizes it has in stock, in some colour. */
  sizes: readonly string[];
  colors: readonly string[];
  brandId: number | null;
  price: number;
  discountPercent: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** Its published reviews' average, to one decimal as cards show it (null without reviews), and their count. */
  ratingAverage: number | null;
  ratingCount: number;
}

/** The names and display order facets are shown in. */
export interface ListingReference {
  sizes: readonly { code: string; position: number }[];
  colors: readonly { slug: string; name: string; hex: string; position: number }[];
  brands: readonly { id: number; slug: string; name: string }[];
}

export interface ListingFacets {
  sizes: { value: string; count: number }[];
  colors: { value: string; label: string; hex: string; count: number }[];
  brands: { value: string; label: string; count: number }[];
  price: { min: number; max: number };
}

/** Comma-separated query values → trimmed, non-empty list. */
export function listOf(value: string | undefined): string[] {
  return (value ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');
}

const ORDER: Record<ListingSort, (a: ListingEntry, b: ListingEntry) => number> = {
  newest: (a, b) => b.createdAt - a.createdAt || b.productId - a.productId,
  price_asc: (a, b) => a.price - b.price || a.productId - b.productId,
  price_desc: (a, b) => b.price - a.price || b.productId - a.productId,
  discount: (a, b) => b.discountPercent - a.discountPercent || b.productId - a.productId,
  // Rated products first, by average then by how many rated them; the unrated after them, newest first.
  top_rated: (a, b) =>
    Number(b.ratingAverage !== null) - Number(a.ratingAverage !== null) ||
    (b.ratingAverage ?? 0) - (a.ratingAverage ?? 0) ||
    b.ratingCount - a.ratingCount ||
    b.createdAt - a.createdAt ||
    b.productId - a.productId,
};

/** The numbers of the values a filter asks for (unknown ones match nothing); null when it asks for none. */
function wanted(numbering: Numbering, values: readonly string[]): number[] | null {
  return values.length === 0 ? null : values.flatMap((value) => numbering.find(value) ?? []);
}

/** A page of a listing, how many products match, and the facet counts. */
export interface Listing {
  ids: number[];
  total: number;
  facets: ListingFacets;
}

const NO_SCOPE_KEY = '';

export class ListingIndex {
  private readonly scopes = new Map<string, ListingScope>();
  private readonly sizes: Numbering;
  private readonly colors: Numbering;
  private readonly brands: Numbering;
  private readonly unfilteredFacets = new Map<string, ListingFacets>();
  private readonly productIds: Int32Array;
  /** Facet values in the order the API shows them, with their numbers. */
  private readonly shown: {
    sizes: { number: number; code: string }[];
    colors: { number: number; slug: string; name: string; hex: string }[];
    brands: { number: number; slug: string; name: string }[];
  };

  private constructor(entries: readonly ListingEntry[], reference: ListingReference, counting: FacetCounting) {
    this.sizes = new Numbering(reference.sizes.map((size) => size.code));
    this.colors = new Numbering(reference.colors.map((color) => color.slug));
    this.brands = new Numbering(reference.brands.map((brand) => brand.slug));
    for (const entry of entries) {
      for (const size of entry.sizes) this.sizes.numberOf(size);
      for (const color of entry.colors) this.colors.numberOf(color);
    }
    this.shown = {
      sizes: [...reference.sizes].sort((a, b) => a.position - b.position).map((size) => ({ number: this.sizes.numberOf(size.code), code: size.code })),
      colors: [...reference.colors]
        .sort((a, b) => a.position - b.position || (a.slug < b.slug ? -1 : 1))
        .map((color) => ({ number: this.colors.numberOf(color.slug), slug: color.slug, name: color.name, hex: color.hex })),
      brands: [...reference.brands].sort((a, b) => a.name.localeCompare(b.name, 'en-US')).map((brand) => ({ number: this.brands.numberOf(brand.slug), slug: brand.slug, name: brand.name })),
    };
    const brandNumbers = new Map(reference.brands.map((brand) => [brand.id, this.brands.numberOf(brand.slug)]));
    this.productIds = Int32Array.from(entries, (entry) => entry.productId);
    const sizeBits = new ValueColumn(entries.length, this.sizes.size);
    const colorBits = new ValueColumn(entries.length, this.colors.size);
    entries.forEach((entry, slot) => {
      for (const size of entry.sizes) sizeBits.set(slot, this.sizes.numberOf(size));
      for (const color of entry.colors) colorBits.set(slot, this.colors.numberOf(color));
    });
    const columns = {
      sizes: sizeBits,
      colors: colorBits,
      brandOf: Int32Array.from(entries, (entry) => (entry.brandId === null ? -1 : (brandNumbers.get(entry.brandId) ?? -1))),
      prices: Float64Array.from(entries, (entry) => entry.price),
      categoryIds: entries.map((entry) => entry.categoryIds),
      counts: { sizes: this.sizes.size, colors: this.colors.size, brands: this.brands.size },
    };
    // Each scope's slots in each sort order: one sort per order for all scopes together.
    const slotOf = new Map(entries.map((entry, slot) => [entry, slot]));
    const lists = new Map<string, Record<ListingSort, number[]>>();
    for (const sort of SORTS) {
      for (const entry of [...entries].sort(ORDER[sort])) {
        const slot = slotOf.get(entry)!;
        for (const id of entry.categoryIds) listsOf(lists, categoryKey(id))[sort].push(slot);
        for (const id of entry.tagIds) listsOf(lists, tagKey(id))[sort].push(slot);
      }
    }
    const placeOfSlot = new Int32Array(entries.length);
    for (const [key, orders] of lists) {
      const slots = (sort: ListingSort) => Int32Array.from(orders[sort]);
      const others = { price_asc: slots('price_asc'), price_desc: slots('price_desc'), discount: slots('discount'), top_rated: slots('top_rated') };
      this.scopes.set(key, new ListingScope(slots('newest'), others, columns, placeOfSlot, counting));
    }
  }

  static build(entries: Iterable<ListingEntry>, reference: ListingReference, counting: FacetCounting = 'adaptive'): ListingIndex {
    return new ListingIndex([...entries], reference, counting);
  }

  /**
   * One page of product ids in the order asked for, how many match, and the facet counts: each
   * dimension counted over the products the other dimensions' filters let through (a facet leaves
   * out its own filter so its choices stay useful), the price range over the whole scope. An
   * unfiltered listing is a slice of its scope, with the scope's counts made once per index.
   */
  listing(filters: ListingFilters, sort: ListingSort, limit: number, offset: number): Listing {
    const key = filters.tagId !== undefined ? tagKey(filters.tagId) : filters.categoryId !== undefined ? categoryKey(filters.categoryId) : NO_SCOPE_KEY;
    const scope = this.scopes.get(key);
    if (scope === undefined) return { ids: [], total: 0, facets: { sizes: [], colors: [], brands: [], price: { min: 0, max: 0 } } };
    if (!narrows(filters)) {
      let facets = this.unfilteredFacets.get(key);
      if (facets === undefined) {
        facets = this.facetsOf(scope.totals(), scope.priceRange());
        this.unfilteredFacets.set(key, facets);
      }
      return { ids: this.idsOf(scope.page(sort, limit, offset)), total: scope.size, facets };
    }
    // The category of a tag listing narrows like the scope itself.
    const category = filters.tagId !== undefined ? filters.categoryId : undefined;
    const filter = scope.filter({
      category,
      sizes: wanted(this.sizes, filters.sizes),
      colors: wanted(this.colors, filters.colors),
      brands: wanted(this.brands, filters.brands),
      priceMin: filters.priceMin,
      priceMax: filters.priceMax,
    });
    const found = scope.matches(filter, sort, limit, offset);
    const price = category === undefined ? scope.priceRange() : scope.priceRangeIn(category);
    return { ids: this.idsOf(found.slots), total: found.total, facets: this.facetsOf(found.counts, price) };
  }

  private idsOf(slots: readonly number[]): number[] {
    return slots.map((slot) => this.productIds[slot]!);
  }

  /** Counts as the API shows them: sizes and colours in display order, brands by name, only values some product holds. */
  private facetsOf(counts: { sizes: Int32Array; colors: Int32Array; brands: Int32Array }, price: { min: number; max: number }): ListingFacets {
    const { sizes, colors, brands } = this.shown;
    return {
      sizes: sizes.flatMap((size) => (counts.sizes[size.number]! > 0 ? [{ value: size.code, count: counts.sizes[size.number]! }] : [])),
      colors: colors.flatMap((color) => (counts.colors[color.number]! > 0 ? [{ value: color.slug, label: color.name, hex: color.hex, count: counts.colors[color.number]! }] : [])),
      brands: brands.flatMap((brand) => (counts.brands[brand.number]! > 0 ? [{ value: brand.slug, label: brand.name, count: counts.brands[brand.number]! }] : [])),
      price,
    };
  }
}

const categoryKey = (id: number) => `c${id}`;
const tagKey = (id: number) => `t${id}`;

/** Whether anything narrows the listing below its scope's own list. */
function narrows(filters: ListingFilters): boolean {
  return (
    (filters.tagId !== undefined && filters.categoryId !== undefined) ||
    filters.sizes.length > 0 ||
    filters.colors.length > 0 ||
    filters.brands.length > 0 ||
    filters.priceMin !== undefined ||
    filters.priceMax !== undefined
  );
}

function listsOf(map: Map<string, Record<ListingSort, number[]>>, key: string): Record<ListingSort, number[]> {
  let lists = map.get(key);
  if (lists === undefined) {
    lists = { newest: [], price_asc: [], price_desc: [], discount: [], top_rated: [] };
    map.set(key, lists);
  }
  return lists;
}
