/**
 * One category's or tag's products in a listing index: their slots in each sort order and, made
 * on the first filtered request, each size's, colour's and brand's products as bit sets over the
 * scope's places (a product's place is its rank in the newest-first order), with each place's
 * values beside them. A filter is then a few unions and intersections, and a facet count either
 * the size of intersections or a walk over the few places a filter leaves (or leaves out),
 * whichever reads least.
 */
import { addBit, countBits, countCommon, emptyBits, forEachBit, hasBit, intersection, union } from './bit-set.js';
import { ValueColumn } from './value-column.js';

export type ListingSort = 'newest' | 'price_asc' | 'price_desc' | 'discount' | 'top_rated';
export const SORTS: readonly ListingSort[] = ['newest', 'price_asc', 'price_desc', 'discount', 'top_rated'];

/** What a scope reads of its products, by slot (the index's columns). */
export interface SlotColumns {
  /** The size (colour) numbers each slot's product holds. */
  readonly sizes: ValueColumn;
  readonly colors: ValueColumn;
  /** Brand number, or -1. */
  readonly brandOf: Int32Array;
  readonly prices: Float64Array;
  readonly categoryIds: readonly (readonly number[])[];
  readonly counts: { sizes: number; colors: number; brands: number };
}

/** Per value number, its products' places (undefined when none holds it), and how many. */
interface ValueBits {
  sets: (Uint32Array | undefined)[];
  totals: Int32Array;
  /** How many values some product holds (the sets there are). */
  held: number;
  /** How many values a product holds, on average. */
  perPlace: number;
  /** The values each place holds. */
  atPlace: ValueColumn;
}

type Dimension = 'sizes' | 'colors' | 'brands';

/**
 * How facet counts are made: by whichever way reads less (`adaptive`), or always one way (the
 * tests hold all four equal): each value's set against the places (`sets`), the places' own
 * values (`walk`), or the values of the scope's other places, taken from the scope's totals
 * (`walk the rest`).
 */
export type FacetCounting = 'adaptive' | 'sets' | 'walk' | 'walk the rest';

/**
 * Walking one place costs about as much as counting this many words of sets, and each value it
 * holds this many more (measured on the 100,000-product bench catalogue).
 */
const WALK_COST_PER_PLACE = 1;
const WALK_COST_PER_VALUE = 1;

interface Bits {
  sizes: ValueBits;
  colors: ValueBits;
  brands: ValueBits;
  /** Each place's price. */
  prices: Float64Array;
  /** The scope's price range. */
  price: { min: number; max: number };
}

/** The places of the scope's products in one category, with their price range. */
interface Narrowed {
  places: Uint32Array;
  price: { min: number; max: number };
}

/** The places a filter leaves: one set per dimension, null where the dimension is not filtered. */
export interface PlaceFilter {
  within: Uint32Array | null;
  sizes: Uint32Array | null;
  colors: Uint32Array | null;
  brands: Uint32Array | null;
  price: Uint32Array | null;
}

/** What one filtered request found: a page of slots, the number of matches, each dimension's counts. */
export interface ScopeMatches {
  slots: number[];
  total: number;
  counts: { sizes: Int32Array; colors: Int32Array; brands: Int32Array };
}

export class ListingScope {
  /** Places in each sort order (newest: 0, 1, 2…). */
  private readonly placesBy: Record<ListingSort, Int32Array>;
  private bits: Bits | null = null;
  private readonly narrowed = new Map<number, Narrowed>();

  /** `newest`: the scope's slots newest first; `orders`: the same slots in the other sort orders. */
  constructor(
    private readonly newest: Int32Array,
    orders: Record<Exclude<ListingSort, 'newest'>, Int32Array>,
    private readonly columns: SlotColumns,
    /** Scratch space as long as the index's slots, shared by its scopes (one JavaScript thread). */
    placeOfSlot: Int32Array,
    private readonly counting: FacetCounting = 'adaptive',
  ) {
    newest.forEach((slot, place) => {
      placeOfSlot[slot] = place;
    });
    const placesOf = (slots: Int32Array) => slots.map((slot) => placeOfSlot[slot]!);
    this.placesBy = {
      newest: Int32Array.from(newest.keys()),
      price_asc: placesOf(orders.price_asc),
      price_desc: placesOf(orders.price_desc),
      discount: placesOf(orders.discount),
      top_rated: placesOf(orders.top_rated),
    };
  }

  get size(): number {
    return this.newest.length;
  }

  /** The slots at `offset`… of the whole scope in this order. */
  page(sort: ListingSort, limit: number, offset: number): number[] {
    return Array.from(this.placesBy[sort].subarray(offset, offset + limit), (place) => this.newest[place]!);
  }

  /** Each dimension's counts over the whole scope. */
  totals(): ScopeMatches['counts'] {
    const bits = this.facetBits();
    return { sizes: bits.sizes.totals, colors: bits.colors.totals, brands: bits.brands.totals };
  }

  /** The scope's lowest and highest price. */
  priceRange(): { min: number; max: number } {
    return this.facetBits().price;
  }

  /** The filter's sets: the products holding any size asked for, any colour, any brand, a price in range. */
  filter(asked: { category?: number; sizes: number[] | null; colors: number[] | null; brands: number[] | null; priceMin?: number; priceMax?: number }): PlaceFilter {
    const bits = this.facetBits();
    const anyOf = (values: ValueBits, numbers: number[] | null) =>
      numbers === null ? null : union(this.size, numbers.flatMap((number) => values.sets[number] ?? []));
    return {
      within: asked.category === undefined ? null : this.inCategory(asked.category).places,
      sizes: anyOf(bits.sizes, asked.sizes),
      colors: anyOf(bits.colors, asked.colors),
      brands: anyOf(bits.brands, asked.brands),
      price: asked.priceMin === undefined && asked.priceMax === undefined ? null : this.pricedBetween(asked.priceMin ?? Number.NEGATIVE_INFINITY, asked.priceMax ?? Number.POSITIVE_INFINITY),
    };
  }

  /**
   * The page, the number of matches and the facet counts of a filter: each dimension counted over
   * the places the other dimensions' sets leave (a facet leaves out its own filter, so its other
   * choices stay useful).
   */
  matches(filter: PlaceFilter, sort: ListingSort, limit: number, offset: number): ScopeMatches {
    const { within, sizes, colors, brands, price } = filter;
    const all = intersection([within, sizes, colors, brands, price]);
    return {
      slots: this.pageOf(all, sort, limit, offset),
      total: all === null ? this.size : countBits(all),
      counts: {
        sizes: this.countsOver('sizes', intersection([within, colors, brands, price])),
        colors: this.countsOver('colors', intersection([within, sizes, brands, price])),
        brands: this.countsOver('brands', intersection([within, sizes, colors, price])),
      },
    };
  }

  /**
   * Per value of a dimension, how many of `places` hold it (all of the scope's when null): by
   * counting each value's set against them, or by walking the places, or by walking the scope's
   * other places and taking their counts from the totals (a broad filter leaves few of those),
   * whichever reads least.
   */
  private countsOver(dimension: Dimension, places: Uint32Array | null): Int32Array {
    const values = this.facetBits()[dimension];
    if (places === null) return values.totals;
    const way = this.counting === 'adaptive' ? this.cheapestWay(dimension, places) : this.counting;
    if (way === 'sets') {
      const counts = new Int32Array(values.totals.length);
      values.sets.forEach((set, number) => {
        if (set !== undefined) counts[number] = countCommon(set, places);
      });
      return counts;
    }
    const others = way === 'walk the rest';
    const counts = others ? values.totals.slice() : new Int32Array(values.totals.length);
    values.atPlace.countOver(places, others, this.size, counts, others ? -1 : 1);
    return counts;
  }

  /** The way of counting a dimension over `places` that reads least (in words of sets). */
  private cheapestWay(dimension: Dimension, places: Uint32Array): Exclude<FacetCounting, 'adaptive'> {
    const values = this.facetBits()[dimension];
    const matching = countBits(places);
    const walked = Math.min(matching, this.size - matching);
    const walkCost = places.length + walked * (WALK_COST_PER_PLACE + WALK_COST_PER_VALUE * values.perPlace);
    if (walkCost >= values.held * places.length) return 'sets';
    return walked === matching ? 'walk' : 'walk the rest';
  }

  private pageOf(places: Uint32Array | null, sort: ListingSort, limit: number, offset: number): number[] {
    if (places === null) return this.page(sort, limit, offset);
    const slots: number[] = [];
    let skipped = 0;
    const take = (place: number) => {
      if (skipped < offset) skipped += 1;
      else slots.push(this.newest[place]!);
      return slots.length < limit;
    };
    if (limit <= 0) return slots;
    // Newest first is the places' own order: the set is read as it is.
    if (sort === 'newest') forEachBit(places, take);
    else {
      const order = this.placesBy[sort];
      for (let at = 0; at < order.length; at += 1) if (hasBit(places, order[at]!) && !take(order[at]!)) break;
    }
    return slots;
  }

  private inCategory(categoryId: number): Narrowed {
    let narrowed = this.narrowed.get(categoryId);
    if (narrowed === undefined) {
      const places = emptyBits(this.size);
      this.newest.forEach((slot, place) => {
        if (this.columns.categoryIds[slot]!.includes(categoryId)) addBit(places, place);
      });
      narrowed = { places, price: priceRangeOf(this.facetBits().prices, places) };
      this.narrowed.set(categoryId, narrowed);
    }
    return narrowed;
  }

  /** The price range of the scope's products in this category (a tag listing narrowed to one). */
  priceRangeIn(categoryId: number): { min: number; max: number } {
    return this.inCategory(categoryId).price;
  }

  private pricedBetween(min: number, max: number): Uint32Array {
    const { prices } = this.facetBits();
    const places = emptyBits(this.size);
    for (let place = 0; place < prices.length; place += 1) {
      const price = prices[place]!;
      if (price >= min && price <= max) addBit(places, place);
    }
    return places;
  }

  private facetBits(): Bits {
    if (this.bits !== null) return this.bits;
    const { columns, size } = this;
    const valueBits = (count: number): ValueBits => ({
      sets: new Array<Uint32Array | undefined>(count),
      totals: new Int32Array(count),
      held: 0,
      perPlace: 0,
      atPlace: new ValueColumn(size, count),
    });
    const prices = new Float64Array(size);
    const bits: Bits = { sizes: valueBits(columns.counts.sizes), colors: valueBits(columns.counts.colors), brands: valueBits(columns.counts.brands), prices, price: { min: 0, max: 0 } };
    const hold = (values: ValueBits, number: number, place: number) => {
      if (values.sets[number] === undefined) {
        values.sets[number] = emptyBits(size);
        values.held += 1;
      }
      addBit(values.sets[number], place);
      values.totals[number]! += 1;
      values.atPlace.set(place, number);
    };
    this.newest.forEach((slot, place) => {
      columns.sizes.valuesOf(slot, (number) => hold(bits.sizes, number, place));
      columns.colors.valuesOf(slot, (number) => hold(bits.colors, number, place));
      const brand = columns.brandOf[slot]!;
      if (brand >= 0) hold(bits.brands, brand, place);
      prices[place] = columns.prices[slot]!;
    });
    for (const values of [bits.sizes, bits.colors, bits.brands]) values.perPlace = size === 0 ? 0 : values.totals.reduce((sum, count) => sum + count, 0) / size;
    bits.price = priceRangeOf(prices, null);
    this.bits = bits;
    return bits;
  }
}

/** The lowest and highest price of the places given (all when null); 0 and 0 for none. */
function priceRangeOf(prices: Float64Array, places: Uint32Array | null): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const see = (place: number) => {
    const price = prices[place]!;
    if (price < min) min = price;
    if (price > max) max = price;
    return true;
  };
  if (places === null) for (let place = 0; place < prices.length; place += 1) see(place);
  else forEachBit(places, see);
  return min <= max ? { min, max } : { min: 0, max: 0 };
}
