// One table of carts and every figure they price to, run by the domain's tests
// (tests/domain/pricing-cases.test.ts: `priceCart`) and by the server's (tests/server/pricing-cases.test.ts:
// the quote's coupons and the placed order's amounts, over HTTP). Plain data: both projects import it.
// Money is integer cents; spec §9: total = subtotal − coupons + shipping unless free, never below 0.

/** A coupon as the store keeps it. */
export interface CaseCoupon {
  code: string;
  type: 'fixed-cart-discount' | 'percentage-discount';
  /** Cents for a fixed coupon, percent for a percentage one. */
  amount: number;
  min_subtotal?: number;
  allow_free_shipping?: boolean;
  /** Past its expiry date. */
  expired?: boolean;
}

/** One cart, its delivery, and what it must cost. */
export interface PricingCase {
  name: string;
  lines: { regular_price: number; sale_price: number | null; quantity: number }[];
  coupons: CaseCoupon[];
  /** The destination's rate, and its insurance supplement (null: insurance not offered there). */
  delivery: { rate: number; insurance: number | null };
  insuranceChosen: boolean;
  /** The store's free-delivery threshold (`FREE_DELIVERY_FROM`) in cents; absent, the store sets none (the default). */
  freeDeliveryFrom?: number;
  expected: {
    subtotal: number;
    coupons: { code: string; discount: number; applies: boolean; reason: string | null }[];
    discount: number;
    shipping: number;
    total: number;
  };
}

const LEBANON = { rate: 500, insurance: 300 };
const applied = (code: string, discount: number) => ({ code, discount, applies: true, reason: null });

export const PRICING_CASES: PricingCase[] = [
  {
    name: 'a sale price and a regular price, shipping charged without insurance',
    lines: [{ regular_price: 5000, sale_price: 4000, quantity: 1 }, { regular_price: 3000, sale_price: null, quantity: 1 }],
    coupons: [],
    delivery: LEBANON,
    insuranceChosen: false,
    expected: { subtotal: 7000, coupons: [], discount: 0, shipping: 500, total: 7500 },
  },
  {
    name: 'insurance chosen where it is offered: the rate with insurance',
    lines: [{ regular_price: 3000, sale_price: null, quantity: 2 }],
    coupons: [],
    delivery: LEBANON,
    insuranceChosen: true,
    expected: { subtotal: 6000, coupons: [], discount: 0, shipping: 800, total: 6800 },
  },
  {
    name: 'insurance chosen where it is not offered: the rate without',
    lines: [{ regular_price: 3000, sale_price: null, quantity: 1 }],
    coupons: [],
    delivery: { rate: 1500, insurance: null },
    insuranceChosen: true,
    expected: { subtotal: 3000, coupons: [], discount: 0, shipping: 1500, total: 4500 },
  },
  {
    name: 'a percentage coupon is rounded down to a whole dollar (10 % of $99.98 takes $9.00)',
    lines: [{ regular_price: 4999, sale_price: null, quantity: 2 }],
    coupons: [{ code: 'TEN', type: 'percentage-discount', amount: 10 }],
    delivery: LEBANON,
    insuranceChosen: false,
    expected: { subtotal: 9998, coupons: [applied('TEN', 900)], discount: 900, shipping: 500, total: 9598 },
  },
  {
    name: 'a $15 coupon on a $10 cart with $5 shipping: the total stops at $0.00',
    lines: [{ regular_price: 1000, sale_price: null, quantity: 1 }],
    coupons: [{ code: 'FIFTEEN', type: 'fixed-cart-discount', amount: 1500 }],
    delivery: LEBANON,
    insuranceChosen: false,
    expected: { subtotal: 1000, coupons: [applied('FIFTEEN', 1500)], discount: 1500, shipping: 500, total: 0 },
  },
  {
    name: 'a free-shipping coupon waives the fee, insurance included',
    lines: [{ regular_price: 3000, sale_price: null, quantity: 1 }],
    coupons: [{ code: 'SHIPFREE', type: 'fixed-cart-discount', amount: 0, allow_free_shipping: true }],
    delivery: LEBANON,
    insuranceChosen: true,
    expected: { subtotal: 3000, coupons: [applied('SHIPFREE', 0)], discount: 0, shipping: 0, total: 3000 },
  },
  {
    name: 'with no free-delivery threshold (the default, spec §9), goods of $100 or more pay their shipping',
    lines: [{ regular_price: 12500, sale_price: 10000, quantity: 1 }],
    coupons: [],
    delivery: { rate: 2500, insurance: 1000 },
    insuranceChosen: true,
    expected: { subtotal: 10000, coupons: [], discount: 0, shipping: 3500, total: 13500 },
  },
  {
    name: 'a store threshold of $100: goods of exactly $100 travel free, whatever the destination',
    lines: [{ regular_price: 12500, sale_price: 10000, quantity: 1 }],
    coupons: [],
    delivery: { rate: 2500, insurance: 1000 },
    insuranceChosen: true,
    freeDeliveryFrom: 10_000,
    expected: { subtotal: 10000, coupons: [], discount: 0, shipping: 0, total: 10000 },
  },
  {
    name: 'a store threshold of $100: coupons that bring the goods under it bring the fee back',
    lines: [{ regular_price: 10500, sale_price: null, quantity: 1 }],
    coupons: [{ code: 'TENOFF', type: 'fixed-cart-discount', amount: 1000 }],
    delivery: LEBANON,
    insuranceChosen: false,
    freeDeliveryFrom: 10_000,
    expected: { subtotal: 10500, coupons: [applied('TENOFF', 1000)], discount: 1000, shipping: 500, total: 10000 },
  },
  {
    name: 'a percentage and a fixed coupon, both on the subtotal; the goods left still reach a store threshold of $100',
    lines: [{ regular_price: 25799, sale_price: null, quantity: 1 }],
    coupons: [{ code: 'TEN', type: 'percentage-discount', amount: 10 }, { code: 'SAVE15', type: 'fixed-cart-discount', amount: 1500, min_subtotal: 7500 }],
    delivery: LEBANON,
    insuranceChosen: false,
    freeDeliveryFrom: 10_000,
    expected: { subtotal: 25799, coupons: [applied('TEN', 2500), applied('SAVE15', 1500)], discount: 4000, shipping: 0, total: 21799 },
  },
  {
    name: 'a coupon whose minimum is not met takes nothing off and says why',
    lines: [{ regular_price: 5000, sale_price: null, quantity: 1 }],
    coupons: [{ code: 'SAVE15', type: 'fixed-cart-discount', amount: 1500, min_subtotal: 7500 }],
    delivery: LEBANON,
    insuranceChosen: false,
    expected: {
      subtotal: 5000,
      coupons: [{ code: 'SAVE15', discount: 0, applies: false, reason: 'This coupon needs a minimum order of $75.00.' }],
      discount: 0,
      shipping: 500,
      total: 5500,
    },
  },
  {
    name: 'an expired coupon takes nothing off and gives no free shipping',
    lines: [{ regular_price: 4000, sale_price: null, quantity: 1 }],
    coupons: [{ code: 'OLDSHIP', type: 'percentage-discount', amount: 20, allow_free_shipping: true, expired: true }],
    delivery: LEBANON,
    insuranceChosen: true,
    expected: {
      subtotal: 4000,
      coupons: [{ code: 'OLDSHIP', discount: 0, applies: false, reason: 'This coupon has expired.' }],
      discount: 0,
      shipping: 800,
      total: 4800,
    },
  },
];
