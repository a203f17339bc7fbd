import { describe, expect, it } from 'vitest';
import { type ListingEntry, type ListingFilters, ListingIndex, listOf } from '../../server/src/features/catalogue/engine/listing-index.js';

// Listings from memory on their own: scopes, filters, sorts, paging and facet counts.

const WOMEN = 1;
const DRESSES = 2;
const SHOES = 3;
const SUMMER = 10;

const entry = (productId: number, values: Partial<ListingEntry>): ListingEntry => ({
  productId, categoryIds: [WOMEN], tagIds: [], sizes: [], colors: [], brandId: null, price: 1000, discountPercent: 0, createdAt: productId, ratingAverage: null, ratingCount: 0, ...values,
});

const index = ListingIndex.build(
  [
    entry(1, { categoryIds: [WOMEN, DRESSES], tagIds: [SUMMER], sizes: ['S', 'M'], colors: ['black', 'red'], brandId: 100, price: 4000, discountPercent: 20, createdAt: 30 }),
    entry(2, { categoryIds: [WOMEN, DRESSES], sizes: ['L'], colors: ['red'], brandId: 200, price: 12000, createdAt: 20 }),
    entry(3, { categoryIds: [WOMEN, SHOES], tagIds: [SUMMER], brandId: 100, price: 3000, createdAt: 10 }),
    entry(4, { categoryIds: [9], tagIds: [SUMMER], sizes: ['M'], brandId: 200, price: 500, createdAt: 40 }),
  ],
  {
    sizes: [{ code: 'L', position: 3 }, { code: 'S', position: 1 }, { code: 'M', position: 2 }],
    colors: [{ slug: 'red', name: 'Red', hex: '#cc2222', position: 2 }, { slug: 'black', name: 'Black', hex: '#111111', position: 1 }],
    brands: [{ id: 200, slug: 'zeta', name: 'Zeta' }, { id: 100, slug: 'acme', name: 'Acme' }],
  },
);
const filters = (values: Partial<ListingFilters>): ListingFilters => ({ sizes: [], colors: [], brands: [], ...values });
const ids = (values: Partial<ListingFilters>, sort: 'newest' | 'price_asc' | 'price_desc' | 'discount' = 'newest') => index.listing(filters(values), sort, 12, 0).ids;

describe('listing index', () => {
  it('lists a category with the categories below it, in each sort order', () => {
    expect(ids({ categoryId: WOMEN })).toEqual([1, 2, 3]);
    expect(ids({ categoryId: WOMEN }, 'price_asc')).toEqual([3, 1, 2]);
    expect(ids({ categoryId: WOMEN }, 'price_desc')).toEqual([2, 1, 3]);
    expect(ids({ categoryId: WOMEN }, 'discount')).toEqual([1, 3, 2]);
    expect(ids({ categoryId: 999 })).toEqual([]);
  });

  it('sorts by top rated: by average, then by how many rated, the unrated last and newest first, ties by id', () => {
    const rated = ListingIndex.build(
      [
        entry(1, { createdAt: 10 }),
        entry(2, { ratingAverage: 4.5, ratingCount: 2, createdAt: 20 }),
        entry(3, { ratingAverage: 4.8, ratingCount: 1, createdAt: 5 }),
        entry(4, { ratingAverage: 4.5, ratingCount: 9, createdAt: 1 }),
        entry(5, { createdAt: 30 }),
        entry(6, { ratingAverage: 1, ratingCount: 1, createdAt: 2 }),
        entry(7, { ratingAverage: 4.5, ratingCount: 2, createdAt: 20 }),
      ],
      { sizes: [], colors: [], brands: [] },
    );
    expect(rated.listing(filters({ categoryId: WOMEN }), 'top_rated', 12, 0).ids).toEqual([3, 4, 7, 2, 6, 5, 1]);
    expect(rated.listing(filters({ categoryId: WOMEN, priceMax: 1000 }), 'top_rated', 3, 1).ids).toEqual([4, 7, 2]);
  });

  it('filters by any of the sizes, colours and brands asked for, and by price', () => {
    expect(ids({ categoryId: WOMEN, sizes: ['M', 'L'] })).toEqual([1, 2]);
    expect(ids({ categoryId: WOMEN, colors: ['red'], sizes: ['L'] })).toEqual([2]);
    expect(ids({ categoryId: WOMEN, brands: ['acme'], priceMax: 3500 })).toEqual([3]);
    expect(ids({ categoryId: WOMEN, priceMin: 4000 })).toEqual([1, 2]);
    expect(ids({ categoryId: WOMEN, brands: ['unknown'] })).toEqual([]);
  });

  it('lists a tag, narrowed to a category when one is given', () => {
    expect(ids({ tagId: SUMMER })).toEqual([4, 1, 3]);
    expect(ids({ tagId: SUMMER, categoryId: WOMEN })).toEqual([1, 3]);
    expect(ids({ tagId: SUMMER, categoryId: 0 })).toEqual([]);
  });

  it('pages through the matches and counts them all', () => {
    const page = (offset: number, values: Partial<ListingFilters> = {}) => {
      const { ids: found, total } = index.listing(filters({ categoryId: WOMEN, ...values }), 'newest', 2, offset);
      return { ids: found, total };
    };
    expect([page(0), page(2), page(4)]).toEqual([{ ids: [1, 2], total: 3 }, { ids: [3], total: 3 }, { ids: [], total: 3 }]);
    expect(page(1, { brands: ['acme', 'zeta'] })).toEqual({ ids: [2, 3], total: 3 });
  });

  const facets = (values: Partial<ListingFilters>) => index.listing(filters(values), 'newest', 0, 0).facets;

  it('counts facets in display order, each leaving out its own filter, and the price range of the whole scope', () => {
    expect(facets({ categoryId: WOMEN })).toEqual({
      sizes: [{ value: 'S', count: 1 }, { value: 'M', count: 1 }, { value: 'L', count: 1 }],
      colors: [{ value: 'black', label: 'Black', hex: '#111111', count: 1 }, { value: 'red', label: 'Red', hex: '#cc2222', count: 2 }],
      brands: [{ value: 'acme', label: 'Acme', count: 2 }, { value: 'zeta', label: 'Zeta', count: 1 }],
      price: { min: 3000, max: 12000 },
    });
    const red = facets({ categoryId: WOMEN, colors: ['red'] });
    expect(red.colors.map((color) => color.value)).toEqual(['black', 'red']);
    expect(red.brands).toEqual([{ value: 'acme', label: 'Acme', count: 1 }, { value: 'zeta', label: 'Zeta', count: 1 }]);
    expect(red.sizes).toEqual([{ value: 'S', count: 1 }, { value: 'M', count: 1 }, { value: 'L', count: 1 }]);
    expect(facets({ tagId: SUMMER, categoryId: WOMEN }).price).toEqual({ min: 3000, max: 4000 });
    expect(facets({ categoryId: 999 }).price).toEqual({ min: 0, max: 0 });
  });

  it('filters and counts dimensions of more than 32 values (bits over several words), whichever way it counts facets', () => {
    const codes = Array.from({ length: 40 }, (_, at) => `EU${30 + at}`);
    const entries = [
      entry(1, { sizes: ['EU30', 'EU69'], colors: ['black'] }),
      entry(2, { sizes: ['EU61'], colors: ['black'] }),
      entry(3, { sizes: ['EU45', 'EU69'] }),
      entry(4, { sizes: ['EU68'], colors: ['black'] }),
    ];
    const reference = { sizes: codes.map((code, position) => ({ code, position })), colors: [{ slug: 'black', name: 'Black', hex: '#000000', position: 0 }], brands: [] };
    for (const counting of ['adaptive', 'sets', 'walk', 'walk the rest'] as const) {
      const wide = ListingIndex.build(entries, reference, counting);
      const bySize = wide.listing(filters({ categoryId: WOMEN, sizes: ['EU69'] }), 'newest', 12, 0);
      expect(bySize.ids, counting).toEqual([3, 1]);
      expect(bySize.facets.sizes, counting).toEqual([{ value: 'EU30', count: 1 }, { value: 'EU45', count: 1 }, { value: 'EU61', count: 1 }, { value: 'EU68', count: 1 }, { value: 'EU69', count: 2 }]);
      // Sizes counted over the black products only: the sizes' second word (EU62 on) included.
      const byColor = wide.listing(filters({ categoryId: WOMEN, colors: ['black'] }), 'newest', 12, 0);
      expect(byColor.facets.sizes, counting).toEqual([{ value: 'EU30', count: 1 }, { value: 'EU61', count: 1 }, { value: 'EU68', count: 1 }, { value: 'EU69', count: 1 }]);
    }
  });

  it('reads comma-separated query values', () => {
    expect(listOf(' S, M ,,L ')).toEqual(['S', 'M', 'L']);
    expect(listOf(undefined)).toEqual([]);
  });

  it('finds what a product-by-product reading finds, over scopes of many words and every sort, whichever way it counts facets', () => {
    const random = seeded(20261125);
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
    const some = <T>(values: readonly T[], chance: number) => values.filter(() => random() < chance);
    const sizes = ['XS', 'S', 'M', 'L', 'XL'];
    const colors = ['black', 'red', 'navy', 'sand'];
    const brands = [{ id: 100, slug: 'acme', name: 'Acme' }, { id: 200, slug: 'zeta', name: 'Zeta' }, { id: 300, slug: 'brio', name: 'Brio' }];
    const entries = Array.from({ length: 300 }, (_, at) =>
      entry(at + 1, {
        categoryIds: some([WOMEN, DRESSES, SHOES], 0.6),
        tagIds: some([SUMMER, 11], 0.4),
        sizes: some(sizes, 0.4),
        colors: some(colors, 0.3),
        brandId: random() < 0.1 ? null : pick(brands).id,
        price: 1000 + Math.floor(random() * 40) * 250,
        discountPercent: pick([0, 0, 10, 30]),
        createdAt: Math.floor(random() * 50),
        ...(random() < 0.5 ? { ratingAverage: pick([3.5, 4, 4.5, 5]), ratingCount: 1 + Math.floor(random() * 3) } : {}),
      }),
    );
    const reference = {
      sizes: sizes.map((code, position) => ({ code, position })),
      colors: colors.map((slug, position) => ({ slug, name: slug.toUpperCase(), hex: '#000000', position })),
      brands,
    };
    // Facets counted by the values' sets, by walking the places left, by walking the others (from the totals), and by whichever reads least.
    const indexes = (['adaptive', 'sets', 'walk', 'walk the rest'] as const).map((counting) => ListingIndex.build(entries, reference, counting));
    const sorts = ['newest', 'price_asc', 'price_desc', 'discount', 'top_rated'] as const;
    for (let trial = 0; trial < 400; trial += 1) {
      const scope = random() < 0.5 ? { categoryId: pick([WOMEN, DRESSES, SHOES]) } : { tagId: pick([SUMMER, 11]), categoryId: random() < 0.5 ? pick([WOMEN, DRESSES]) : undefined };
      const asked = filters({
        ...scope,
        sizes: some([...sizes, 'XXL'], 0.2),
        colors: some(colors, 0.2),
        brands: some(brands.map((brand) => brand.slug), 0.2),
        priceMin: random() < 0.3 ? 2000 + Math.floor(random() * 20) * 250 : undefined,
        priceMax: random() < 0.3 ? 4000 + Math.floor(random() * 20) * 250 : undefined,
      });
      const sort = pick(sorts);
      const [limit, offset] = [pick([0, 5, 12]), pick([0, 3, 30])];
      const expected = readOneByOne(entries, reference, asked, sort, limit, offset);
      for (const index of indexes) expect(index.listing(asked, sort, limit, offset), JSON.stringify({ asked, sort, limit, offset })).toEqual(expected);
    }
  });
});

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The listing as the API describes it, read product by product: what the index must agree with. */
function readOneByOne(entries: ListingEntry[], reference: Parameters<typeof ListingIndex.build>[1], asked: ListingFilters, sort: string, limit: number, offset: number) {
  const brandSlug = (id: number | null) => reference.brands.find((brand) => brand.id === id)?.slug;
  const inScope = entries.filter((product) =>
    asked.tagId !== undefined
      ? product.tagIds.includes(asked.tagId) && (asked.categoryId === undefined || product.categoryIds.includes(asked.categoryId))
      : product.categoryIds.includes(asked.categoryId!),
  );
  const passes = {
    sizes: (product: ListingEntry) => asked.sizes.length === 0 || product.sizes.some((size) => asked.sizes.includes(size)),
    colors: (product: ListingEntry) => asked.colors.length === 0 || product.colors.some((color) => asked.colors.includes(color)),
    brands: (product: ListingEntry) => asked.brands.length === 0 || asked.brands.includes(brandSlug(product.brandId) ?? ''),
    price: (product: ListingEntry) => product.price >= (asked.priceMin ?? -Infinity) && product.price <= (asked.priceMax ?? Infinity),
  };
  const passingAllBut = (left: keyof typeof passes) => inScope.filter((product) => Object.entries(passes).every(([name, test]) => name === left || test(product)));
  const order: Record<string, (a: ListingEntry, b: ListingEntry) => number> = {
    newest: (a, b) => b.createdAt - a.createdAt || b.productId - a.productId,
    price_asc: (a, b) => a.price - b.price || a.productId - b.productId,
    price_desc: (a, b) => b.price - a.price || b.productId - a.productId,
    discount: (a, b) => b.discountPercent - a.discountPercent || b.productId - a.productId,
    top_rated: (a, b) =>
      (b.ratingAverage ?? -1) - (a.ratingAverage ?? -1) || b.ratingCount - a.ratingCount || b.createdAt - a.createdAt || b.productId - a.productId,
  };
  const matching = passingAllBut('price').filter(passes.price).sort(order[sort]);
  const count = (products: ListingEntry[], holds: (product: ListingEntry) => boolean) => products.filter(holds).length;
  const prices = inScope.map((product) => product.price);
  return {
    ids: matching.slice(offset, offset + limit).map((product) => product.productId),
    total: matching.length,
    facets: {
      sizes: reference.sizes.flatMap((size) => {
        const found = count(passingAllBut('sizes'), (product) => product.sizes.includes(size.code));
        return found > 0 ? [{ value: size.code, count: found }] : [];
      }),
      colors: reference.colors.flatMap((color) => {
        const found = count(passingAllBut('colors'), (product) => product.colors.includes(color.slug));
        return found > 0 ? [{ value: color.slug, label: color.name, hex: color.hex, count: found }] : [];
      }),
      brands: [...reference.brands].sort((a, b) => a.name.localeCompare(b.name)).flatMap((brand) => {
        const found = count(passingAllBut('brands'), (product) => product.brandId === brand.id);
        return found > 0 ? [{ value: brand.slug, label: brand.name, count: found }] : [];
      }),
      price: prices.length === 0 ? { min: 0, max: 0 } : { min: Math.min(...prices), max: Math.max(...prices) },
    },
  };
}
