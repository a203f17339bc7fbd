import { describe, expect, it } from 'vitest';
import { type ListingEntry, type ListingFilters, ListingIndex, listOf } from '../../server/src/features/catalogue/listing-index.js';

// Listings from memory on their own: scopes, filters, sorts, paging and facet counts.

const WOMEN = 1;
const DRESSES = 2;
const SHOES = 3;
const SUMMER = 10;

const entry = (productId: number, values: Partial<ListingEntry>): ListingEntry => ({
  productId, categoryIds: [WOMEN], tagIds: [], sizes: [], colors: [], brandId: null, price: 1000, discountPercent: 0, createdAt: productId, ...values,
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

  it('filters and counts dimensions of more than 32 values (bits over several words)', () => {
    const codes = Array.from({ length: 40 }, (_, at) => `EU${30 + at}`);
    const wide = ListingIndex.build(
      [entry(1, { sizes: ['EU30', 'EU69'] }), entry(2, { sizes: ['EU61'] }), entry(3, { sizes: ['EU45', 'EU69'] })],
      { sizes: codes.map((code, position) => ({ code, position })), colors: [], brands: [] },
    );
    const listing = wide.listing(filters({ categoryId: WOMEN, sizes: ['EU69'] }), 'newest', 12, 0);
    expect(listing.ids).toEqual([3, 1]);
    expect(listing.facets.sizes).toEqual([{ value: 'EU30', count: 1 }, { value: 'EU45', count: 1 }, { value: 'EU61', count: 1 }, { value: 'EU69', count: 2 }]);
  });

  it('reads comma-separated query values', () => {
    expect(listOf(' S, M ,,L ')).toEqual(['S', 'M', 'L']);
    expect(listOf(undefined)).toEqual([]);
  });
});
