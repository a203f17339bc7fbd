import type { CategoryPage, Listing, ProductDetail, TagPage } from '@/application';
import type { Product } from '@/domain';

/** A card-level product as the API lists it; override what a test is about. */
export function product(overrides: Partial<Product> & { default_variant_id?: number | null } = {}): Product {
  return {
    id: 101,
    name: 'Linen Wrap Dress',
    unique_slug: 'linen-wrap-dress-101',
    type: 'simple',
    brand: 'Maison Beirut',
    regular_price: 12000,
    sale_price: null,
    min_price: null,
    stock: 12,
    in_stock: true,
    labels: [],
    featured_images: [
      { url: '/media/products/dress/terracotta.svg?view=front', alt_text: 'Linen Wrap Dress in Terracotta, front view', blurhash: null },
      { url: '/media/products/dress/terracotta.svg?view=back', alt_text: 'Linen Wrap Dress in Terracotta, back view', blurhash: null },
    ],
    image: '/media/products/dress/terracotta.svg?view=front',
    alt_text: 'Linen Wrap Dress in Terracotta, front view',
    has_more_colors: false,
    isNew: false,
    in_wishlist: false,
    ...overrides,
  };
}

/** A page of a listing with its facets. */
export function listing(rows: readonly Product[], overrides: Partial<Listing> = {}): Listing {
  return {
    rows,
    count: 3,
    page: 1,
    perpage: 12,
    total: 30,
    facets: {
      sizes: [
        { value: 'S', count: 12 },
        { value: 'M', count: 20 },
        { value: 'L', count: 8 },
      ],
      colors: [
        { value: 'black', label: 'Black', hex: '#1f1f20', count: 9 },
        { value: 'sage', label: 'Sage', hex: '#a5b19c', count: 4 },
      ],
      brands: [
        { value: 'maison-beirut', label: 'Maison Beirut', count: 14 },
        { value: 'byblos-studio', label: 'Byblos Studio', count: 5 },
      ],
      price: { min: 1999, max: 28000 },
    },
    ...overrides,
  };
}

/** Products numbered from `start`, for pages of a listing. */
export function products(count: number, start = 1): Product[] {
  return Array.from({ length: count }, (_, index) =>
    product({ id: start + index, name: `Piece ${start + index}`, unique_slug: `piece-${start + index}` }),
  );
}

export const WOMEN: CategoryPage = {
  name: 'Women',
  unique_slug: 'women',
  description: 'Easy tailoring, fluid dresses and knitwear in natural fibres, designed in Beirut.',
  breadcrumbs: [{ name: 'Women', unique_slug: 'women' }],
  children: [{ name: 'Dresses', unique_slug: 'women-dresses' }],
};

export const SALE_TAG: TagPage = {
  name: 'Sale',
  unique_slug: 'sale',
  description: 'Selected pieces at up to 60% off, while stocks last.',
  categories: [{ name: 'Dresses', unique_slug: 'women-dresses' }],
};

/** A variable product: olive and blush, S to L; olive M is sold out. */
export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const base = product({ id: 4, name: 'Silk Utility Overshirt', unique_slug: 'silk-utility-overshirt-4', type: 'variable', min_price: 9999, regular_price: 9999, has_more_colors: true });
  const variant = (id: number, size: string, color: string, stock: number) => ({
    id,
    sku: `MB4-${color}-${size}`,
    size,
    color,
    stock,
    regular_price: 9999,
    sale_price: null,
  });
  return {
    ...base,
    description: '<p>Cut from silk that falls with a fluid drape.</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>',
    composition: '100% Mulberry Silk',
    care: 'Hand wash cold or dry clean.',
    colors: [
      { name: 'Olive', hex: '#66673f', slug: 'olive' },
      { name: 'Blush', hex: '#e3c3b8', slug: 'blush' },
    ],
    sizes: ['S', 'M', 'L'],
    variants: [variant(36, 'S', 'olive', 6), variant(37, 'M', 'olive', 0), variant(38, 'L', 'olive', 2), variant(41, 'S', 'blush', 5), variant(42, 'M', 'blush', 34), variant(43, 'L', 'blush', 1)],
    images: [
      { url: '/media/products/shirt/olive.svg?view=front', alt_text: 'Silk Utility Overshirt in Olive, front view', blurhash: null, color: 'olive' },
      { url: '/media/products/shirt/olive.svg?view=back', alt_text: 'Silk Utility Overshirt in Olive, back view', blurhash: null, color: 'olive' },
      { url: '/media/products/shirt/blush.svg?view=front', alt_text: 'Silk Utility Overshirt in Blush, front view', blurhash: null, color: 'blush' },
    ],
    breadcrumbs: [
      { name: 'Men', unique_slug: 'men' },
      { name: 'Shirts', unique_slug: 'men-shirts' },
    ],
    related: [product({ id: 7, name: 'Poplin Shirt', unique_slug: 'poplin-shirt-7' })],
    ...overrides,
  };
}
