import type { CartItem, Coupon, Product } from '@/domain';

/** A card-level product as the API sends it. */
export const product = (id = 1, overrides: Partial<Product> = {}): Product => ({
  id,
  name: `Linen shirt ${id}`,
  unique_slug: `linen-shirt-${id}`,
  type: 'simple',
  regular_price: 4999,
  sale_price: null,
  min_price: null,
  stock: 5,
  in_stock: true,
  labels: [],
  featured_images: [{ url: `/media/p${id}.svg`, alt_text: 'Shirt', blurhash: null }],
  image: `/media/p${id}.svg`,
  alt_text: 'Shirt',
  has_more_colors: false,
  isNew: false,
  in_wishlist: false,
  brand: 'Maison',
  ...overrides,
});

/** A cart line as the API sends it. */
export const cartItem = (id = 11, quantity = 1): CartItem => ({
  quantity,
  product: {
    id,
    name: `Wool coat ${id}`,
    type: 'variable',
    stock: 4,
    image: `/media/c${id}.svg`,
    regular_price: 12900,
    sale_price: 9900,
    currency: 'USD',
    currency_symbol: '$',
    brand: 'Nord',
    delivery_by: '2026-12-01',
    attributes: [
      { name: 'Size', value: 'M' },
      { name: 'Colour', value: 'Black' },
    ],
  },
});

/** A coupon as the API sends it. */
export const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: 3,
  code: 'WELCOME10',
  type: 'percentage-discount',
  amount: 10,
  discount: 990,
  allow_free_shipping: false,
  min_subtotal: 0,
  expired: false,
  applies: true,
  reason: null,
  ...overrides,
});
