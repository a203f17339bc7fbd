import { type Product } from './product';

/** Whether a product may go into the cart: in stock and with stock above 0 (spec §5). */
export function canAddToCart(product: Pick<Product, 'in_stock' | 'stock'>): boolean {
  return product.in_stock && product.stock > 0;
}

/** Whether a product card shows the "Out of stock" banner: stock is 0 or less (spec §2). */
export function isOutOfStock(product: Pick<Product, 'stock'>): boolean {
  return product.stock <= 0;
}
