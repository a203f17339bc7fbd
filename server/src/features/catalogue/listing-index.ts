/**
 * Category and tag listings, in memory: every listed product's facets (the rows of the database's
 * listing index `product_facets`, with its tags), in each sort order per category and per tag, so
 * a page of a listing is a slice and a filtered one a walk over its scope. Facet counts of an
 * unfiltered scope are counted once per index. Pure: listing-copy.ts reads the data and follows
 * its changes.
 */
import { Numbering } from './numbering.js';

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

export type ListingSort = 'newest' | 'price_asc' | 'price_desc' | 'discount';
const SORTS: readonly ListingSort[] = ['newest', 'price_asc', 'price_desc', 'discount'];

/** One listed product: what listings filter, count and sort on. */
export interface ListingEntry {
  productId: number;
  /** Its categories and their ancestors. */
  categoryIds: readonly number[];
  tagIds: readonly number[];
  sizes: readonly string[];
  colors: readonly string[];
  brandId: number | null;
  price: number;
  discountPercent: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
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

/** Scopes hold slot numbers; a slot's data lives in the index's columns. */
type Orders = Record<ListingSort, Int32Array>;
const NO_ORDERS: Orders = { newest: new Int32Array(0), price_asc: new Int32Array(0), price_desc: new Int32Array(0), discount: new Int32Array(0) };

const ORDER: Record<ListingSort, (a: ListingEntry, b: ListingEntry) => number> = {
  newest: (a, b) => b.createdAt - a.createdAt || b.productId - a.productId,
  price_asc: (a, b) => a.price - b.price || a.productId - b.productId,
  price_desc: (a, b) => b.price - a.price || b.productId - a.productId,
  discount: (a, b) => b.discountPercent - a.discountPercent || b.productId - a.productId,
};

/**
 * A set of a dimension's values per slot, as bits (32 values a word): whether a product holds
 * any value asked for is an AND, and counting walks its set bits.
 */
class BitColumn {
  readonly words: number;
  private readonly bits: Uint32Array;

  constructor(slots: number, values: number) {
    this.words = Math.max(1, Math.ceil(values / 32));
    this.bits = new Uint32Array(slots * this.words);
  }

  set(slot: number, value: number): void {
    this.bits[slot * this.words + (value >>> 5)]! |= 1 << (value & 31);
  }

  /** The values asked for as bits, or null when nothing is asked (the filter is off). */
  maskOf(values: readonly number[] | null): Uint32Array | null {
    if (values === null) return null;
    const mask = new Uint32Array(this.words);
    for (const value of values) if (value >>> 5 < this.words) mask[value >>> 5]! |= 1 << (value & 31);
    return mask;
  }

  holdsAny(slot: number, mask: Uint32Array): boolean {
    const base = slot * this.words;
    for (let word = 0; word < this.words; word += 1) if ((this.bits[base + word]! & mask[word]!) !== 0) return true;
    return false;
  }

  count(slot: number, counts: Int32Array): void {
    const base = slot * this.words;
    for (let word = 0; word < this.words; word += 1) {
      let bits = this.bits[base + word]!;
      while (bits !== 0) {
        const lowest = bits & -bits;
        counts[word * 32 + 31 - Math.clz32(lowest)]! += 1;
        bits ^= lowest;
      }
    }
  }
}

/** The numbers of the values a filter asks for (unknown ones match nothing); null when it asks for none. */
function wanted(numbering: Numbering, values: readonly string[]): number[] | null {
  return values.length === 0 ? null : values.flatMap((value) => numbering.find(value) ?? []);
}

/** What one walk over a scope found. */
export interface Listing {
  ids: number[];
  total: number;
  facets: ListingFacets;
}

export class ListingIndex {
  private readonly byCategory = new Map<number, Orders>();
  private readonly byTag = new Map<number, Orders>();
  private readonly sizes: Numbering;
  private readonly colors: Numbering;
  private readonly brands: Numbering;
  private readonly unfilteredFacets = new Map<string, ListingFacets>();
  // Columns, one value per slot (an entry's number).
  private readonly productIds: Int32Array;
  private readonly prices: Float64Array;
  /** Index into the brands, or -1. */
  private readonly brandOf: Int32Array;
  private readonly sizeBits: BitColumn;
  private readonly colorBits: BitColumn;
  private readonly categoryIds: (readonly number[])[];

  private constructor(
    entries: readonly ListingEntry[],
    private readonly reference: ListingReference,
  ) {
    this.sizes = new Numbering(reference.sizes.map((size) => size.code));
    this.colors = new Numbering(reference.colors.map((color) => color.slug));
    this.brands = new Numbering(reference.brands.map((brand) => brand.slug));
    for (const entry of entries) {
      for (const size of entry.sizes) this.sizes.numberOf(size);
      for (const color of entry.colors) this.colors.numberOf(color);
    }
    const brandNumbers = new Map(reference.brands.map((brand) => [brand.id, this.brands.numberOf(brand.slug)]));
    this.productIds = Int32Array.from(entries, (entry) => entry.productId);
    this.prices = Float64Array.from(entries, (entry) => entry.price);
    this.brandOf = Int32Array.from(entries, (entry) => (entry.brandId === null ? -1 : (brandNumbers.get(entry.brandId) ?? -1)));
    this.categoryIds = entries.map((entry) => entry.categoryIds);
    this.sizeBits = new BitColumn(entries.length, this.sizes.size);
    this.colorBits = new BitColumn(entries.length, this.colors.size);
    entries.forEach((entry, slot) => {
      for (const size of entry.sizes) this.sizeBits.set(slot, this.sizes.numberOf(size));
      for (const color of entry.colors) this.colorBits.set(slot, this.colors.numberOf(color));
    });
    const slotOf = new Map(entries.map((entry, slot) => [entry, slot]));
    const lists = { byCategory: new Map<number, Record<ListingSort, number[]>>(), byTag: new Map<number, Record<ListingSort, number[]>>() };
    for (const sort of SORTS) {
      for (const entry of [...entries].sort(ORDER[sort])) {
        const slot = slotOf.get(entry)!;
        for (const id of entry.categoryIds) listsOf(lists.byCategory, id)[sort].push(slot);
        for (const id of entry.tagIds) listsOf(lists.byTag, id)[sort].push(slot);
      }
    }
    for (const [from, to] of [[lists.byCategory, this.byCategory], [lists.byTag, this.byTag]] as const) {
      for (const [id, orders] of from) {
        to.set(id, { newest: Int32Array.from(orders.newest), price_asc: Int32Array.from(orders.price_asc), price_desc: Int32Array.from(orders.price_desc), discount: Int32Array.from(orders.discount) });
      }
    }
  }

  static build(entries: Iterable<ListingEntry>, reference: ListingReference): ListingIndex {
    return new ListingIndex([...entries], reference);
  }

  /**
   * One page of product ids in the order asked for, how many match, and the facet counts: each
   * dimension counted over the products the other dimensions' filters let through (a facet leaves
   * out its own filter so its choices stay useful), the price range over the whole scope. An
   * unfiltered listing is a slice of its scope, with the scope's counts made once per index.
   */
  listing(filters: ListingFilters, sort: ListingSort, limit: number, offset: number): Listing {
    const scope = this.scopeOf(filters)[sort];
    if (!narrows(filters)) {
      const key = `${filters.categoryId ?? ''}|${filters.tagId ?? ''}`;
      let facets = this.unfilteredFacets.get(key);
      if (facets === undefined) {
        facets = this.walk(scope, filters, 0, 0).facets;
        this.unfilteredFacets.set(key, facets);
      }
      return { ids: [...scope.subarray(offset, offset + limit)].map((slot) => this.productIds[slot]!), total: scope.length, facets };
    }
    return this.walk(scope, filters, limit, offset);
  }

  /** One pass over the scope: the page, the count and every facet's counts together. */
  private walk(scope: Int32Array, filters: ListingFilters, limit: number, offset: number): Listing {
    const inCategory = filters.tagId !== undefined && filters.categoryId !== undefined ? filters.categoryId : undefined;
    const wantedSizes = this.sizeBits.maskOf(wanted(this.sizes, filters.sizes));
    const wantedColors = this.colorBits.maskOf(wanted(this.colors, filters.colors));
    const wantedBrands = new Set(wanted(this.brands, filters.brands) ?? []);
    const anyBrand = filters.brands.length === 0;
    const { priceMin = Number.NEGATIVE_INFINITY, priceMax = Number.POSITIVE_INFINITY } = filters;
    const sizeCounts = new Int32Array(this.sizes.size);
    const colorCounts = new Int32Array(this.colors.size);
    const brandCounts = new Int32Array(this.brands.size);
    const ids: number[] = [];
    let total = 0;
    let listed = 0;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const slot of scope) {
      // The category of a tag listing narrows like the scope itself.
      if (inCategory !== undefined && !this.categoryIds[slot]!.includes(inCategory)) continue;
      listed += 1;
      const slotPrice = this.prices[slot]!;
      if (slotPrice < min) min = slotPrice;
      if (slotPrice > max) max = slotPrice;
      const brandNumber = this.brandOf[slot]!;
      const size = wantedSizes === null || this.sizeBits.holdsAny(slot, wantedSizes);
      const color = wantedColors === null || this.colorBits.holdsAny(slot, wantedColors);
      const brand = anyBrand || wantedBrands.has(brandNumber);
      const price = slotPrice >= priceMin && slotPrice <= priceMax;
      if (color && brand && price) this.sizeBits.count(slot, sizeCounts);
      if (size && brand && price) this.colorBits.count(slot, colorCounts);
      if (size && color && price && brandNumber >= 0) brandCounts[brandNumber]! += 1;
      if (!(size && color && brand && price)) continue;
      if (total >= offset && ids.length < limit) ids.push(this.productIds[slot]!);
      total += 1;
    }
    return { ids, total, facets: this.facetsOf(sizeCounts, colorCounts, brandCounts, listed === 0 ? { min: 0, max: 0 } : { min, max }) };
  }

  /** Counts as the API shows them: sizes and colours in display order, brands by name, only values some product holds. */
  private facetsOf(sizeCounts: Int32Array, colorCounts: Int32Array, brandCounts: Int32Array, price: { min: number; max: number }): ListingFacets {
    const { reference } = this;
    const countOf = (counts: Int32Array, numbering: Numbering, value: string) => counts[numbering.numberOf(value)]!;
    return {
      sizes: [...reference.sizes]
        .sort((a, b) => a.position - b.position)
        .flatMap((size) => {
          const count = countOf(sizeCounts, this.sizes, size.code);
          return count > 0 ? [{ value: size.code, count }] : [];
        }),
      colors: [...reference.colors]
        .sort((a, b) => a.position - b.position || (a.slug < b.slug ? -1 : 1))
        .flatMap((color) => {
          const count = countOf(colorCounts, this.colors, color.slug);
          return count > 0 ? [{ value: color.slug, label: color.name, hex: color.hex, count }] : [];
        }),
      brands: [...reference.brands]
        .sort((a, b) => a.name.localeCompare(b.name, 'en-US'))
        .flatMap((brand) => {
          const count = countOf(brandCounts, this.brands, brand.slug);
          return count > 0 ? [{ value: brand.slug, label: brand.name, count }] : [];
        }),
      price,
    };
  }

  /** The products of the tag (narrowed to the category in `walk`, when both are given) or of the category. */
  private scopeOf(filters: ListingFilters): Orders {
    const orders = filters.tagId !== undefined ? this.byTag.get(filters.tagId) : filters.categoryId !== undefined ? this.byCategory.get(filters.categoryId) : undefined;
    return orders ?? NO_ORDERS;
  }
}

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

function listsOf(map: Map<number, Record<ListingSort, number[]>>, id: number): Record<ListingSort, number[]> {
  let lists = map.get(id);
  if (lists === undefined) {
    lists = { newest: [], price_asc: [], price_desc: [], discount: [] };
    map.set(id, lists);
  }
  return lists;
}
