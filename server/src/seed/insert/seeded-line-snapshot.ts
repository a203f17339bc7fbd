import type { CartProduct } from '../../features/cart/cart-lines.js';

/** A variant as the seed reads it for an order line: what the line's snapshot keeps (docs/api.md `CartProduct`). */
export interface SeededVariant {
  id: number;
  product_id: number;
  size: string | null;
  stock: number;
  regular_price: number;
  sale_price: number | null;
  name: string;
  unique_slug: string;
  type: 'variable' | 'simple';
  brand: string | null;
  color_name: string | null;
  image: string | null;
}

/** The snapshot an order line keeps of its variant, in the shape the store's own orders write (CartProduct). */
export function seededLineSnapshot(variant: SeededVariant): CartProduct {
  return {
    id: variant.id,
    parent_id: variant.product_id,
    unique_slug: variant.unique_slug,
    name: variant.name,
    type: variant.type,
    stock: variant.stock,
    image: variant.image,
    regular_price: variant.regular_price,
    sale_price: variant.sale_price,
    currency: 'USD',
    currency_symbol: '$',
    brand: variant.brand,
    delivery_by: null,
    attributes: [
      ...(variant.size === null ? [] : [{ name: 'Size', value: variant.size }]),
      ...(variant.color_name === null ? [] : [{ name: 'Colour', value: variant.color_name }]),
    ],
  };
}
