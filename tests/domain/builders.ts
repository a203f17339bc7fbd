// Test data builders and fast-check arbitraries shared by the domain tests.
import fc from 'fast-check';
import { type CartItem, type CartProductSnapshot } from '@/domain/cart';
import { type Coupon } from '@/domain/coupons';
import { type Product } from '@/domain/product';
import { type ShippingFee } from '@/domain/shipping-fee';

/** A simple in-stock product; override any field. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Linen shirt',
    unique_slug: 'linen-shirt',
    type: 'simple',
    regular_price: 4999,
    sale_price: null,
    min_price: null,
    stock: 5,
    in_stock: true,
    labels: [],
    featured_images: [{ url: 'https://cdn.example/shirt-1.jpg', alt_text: 'Front' }],
    image: 'https://cdn.example/shirt.jpg',
    alt_text: 'Linen shirt',
    has_more_colors: false,
    isNew: false,
    in_wishlist: false,
    ...overrides,
  };
}

/** A cart snapshot; override any field. */
export function aSnapshot(overrides: Partial<CartProductSnapshot> = {}): CartProductSnapshot {
  return {
    id: 1,
    name: 'Linen shirt',
    type: 'simple',
    stock: 5,
    image: null,
    regular_price: 4999,
    sale_price: null,
    currency: 'USD',
    currency_symbol: '$',
    brand: null,
    delivery_by: null,
    attributes: [],
    ...overrides,
  };
}

/** A cart line; override the quantity and snapshot fields. */
export function anItem(quantity: number, overrides: Partial<CartProductSnapshot> = {}): CartItem {
  return { quantity, product: aSnapshot(overrides) };
}

/** A coupon; override any field. */
export function aCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return { id: 1, code: 'WELCOME', type: 'fixed-cart-discount', amount: 500, discount: 500, allow_free_shipping: false, ...overrides };
}

/** A shipping fee; override any field. */
export function aFee(overrides: Partial<ShippingFee> = {}): ShippingFee {
  return { insurance_enabled: true, rate_with_insurance: 1200, rate_without_insurance: 800, ...overrides };
}

/** Any amount of cents a price can be (0 to $100,000). */
export const centsArb = fc.integer({ min: 0, max: 10_000_000 });

/** Any cart line. */
export const itemArb: fc.Arbitrary<CartItem> = fc
  .record({
    id: fc.integer({ min: 1, max: 50 }),
    regular: centsArb,
    sale: fc.option(centsArb, { nil: null }),
    quantity: fc.integer({ min: 1, max: 20 }),
  })
  .map(({ id, regular, sale, quantity }) => anItem(quantity, { id, regular_price: regular, sale_price: sale, stock: 20 }));

/** Any list of cart lines. */
export const itemsArb = fc.array(itemArb, { maxLength: 8 });

/** Any coupon, fixed or percentage, with codes that collide now and then. */
export const couponArb: fc.Arbitrary<Coupon> = fc
  .record({
    id: fc.integer({ min: 1, max: 6 }),
    code: fc.constantFrom('SAVE10', 'save10', 'WELCOME', 'VIP', 'vip ', 'SPRING'),
    percentage: fc.boolean(),
    fixed: centsArb,
    percent: fc.integer({ min: 0, max: 100 }),
    allow_free_shipping: fc.boolean(),
  })
  .map(({ id, code, percentage, fixed, percent, allow_free_shipping }) =>
    aCoupon({
      id,
      code,
      type: percentage ? 'percentage-discount' : 'fixed-cart-discount',
      amount: percentage ? percent : fixed,
      allow_free_shipping,
    }),
  );

/** Any shipping fee. */
export const feeArb: fc.Arbitrary<ShippingFee> = fc.record({
  insurance_enabled: fc.boolean(),
  rate_with_insurance: centsArb,
  rate_without_insurance: centsArb,
});
