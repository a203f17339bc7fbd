import { type Product } from './product';

/** Rounded percent off the regular price, or null for variable products and when there is no real sale (spec §9). */
export function discountPercent(product: Pick<Product, 'type' | 'regular_price' | 'sale_price'>): number | null {
  const { type, regular_price: regular, sale_price: sale } = product;
  if (type === 'variable' || sale === null || regular <= 0 || sale < 0 || sale >= regular) return null;
  return Math.round(((regular - sale) * 100) / regular);
}

/** The discount badge text "-N%", or null when no badge shows (including a discount that rounds to 0 %). */
export function discountBadge(product: Pick<Product, 'type' | 'regular_price' | 'sale_price'>): string | null {
  const percent = discountPercent(product);
  return percent === null || percent === 0 ? null : `-${percent}%`;
}
