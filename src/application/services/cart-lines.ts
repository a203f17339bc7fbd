import type { CartItem } from '@/domain';
import type { CartLineRequest } from '../ports';

/** The ids and quantities of cart lines: what the server is told, never prices. */
export function toLineRequests(items: readonly CartItem[]): CartLineRequest[] {
  return items.map((item) => ({ product_id: item.product.id, quantity: item.quantity }));
}
