import type { Address, CartItem, Coupon, Product } from '@/domain';
import type { Session } from '@/application';

/** A cart snapshot with sensible defaults. */
export function snapshot(overrides: Partial<CartItem['product']> & { id: number }): CartItem['product'] {
  return {
    name: `Product ${overrides.id}`,
    type: 'simple',
    stock: 10,
    image: null,
    regular_price: 5000,
    sale_price: null,
    currency: 'USD',
    currency_symbol: '$',
    brand: 'Maison',
    delivery_by: null,
    attributes: [],
    ...overrides,
  };
}

/** A catalogue product with sensible defaults. */
export function product(overrides: Partial<Product> & { id: number }): Product {
  return {
    name: `Product ${overrides.id}`,
    unique_slug: `product-${overrides.id}`,
    type: 'simple',
    regular_price: 5000,
    sale_price: null,
    min_price: null,
    stock: 10,
    in_stock: true,
    labels: [],
    featured_images: [],
    image: null,
    alt_text: null,
    has_more_colors: false,
    isNew: false,
    in_wishlist: false,
    brand: 'Maison',
    ...overrides,
  };
}

export function coupon(overrides: Partial<Coupon> & { id: number; code: string }): Coupon {
  return { type: 'percentage-discount', amount: 10, discount: 0, allow_free_shipping: false, ...overrides };
}

export function address(id: number): Address {
  return { id, first_name: 'Lina', last_name: 'Haddad', phone: '+961 1 234 567', country_code: 'LB', city: 'Beirut', street: 'Rue Gouraud' };
}

export const SESSION: Session = {
  token: 'user-token-1',
  user: { id: 1, first_name: 'Lina', last_name: 'Haddad', email: 'lina@example.com', phone: null, birth_date: null, gender: 'f' },
};
