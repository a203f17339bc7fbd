// Checking cart or order lines against per-order limits (order-limit.ts), and what the shopper
// is told: the cart's steppers, the product page, the guest quote and the API's refusals.
import { allowedQuantity, type LimitedLine, limitKey, limitOf, type PerOrderLimit, quantityOfProduct } from './order-limit';

/** The shopper-facing text of a limit, shown next to every quantity control it stops: "Limited to 2 per order." */
export const perOrderLimitMessage = (limit: number): string => `Limited to ${limit} per order.`;

/** Added on the product page once the cart holds as many as the limit allows. */
export const ORDER_LIMIT_REACHED_MESSAGE = 'You have the most you can order in your cart.';

/** The API's message when a request goes past a limit, naming the product. */
export const overOrderLimitMessage = (name: string, limit: number): string => `${name} is limited to ${limit} per order.`;

/**
 * The most the line of variant `id` may hold under its product's limit, given the other lines of
 * the cart; null when the product has no limit (or the line is not there).
 */
export function lineLimit(lines: readonly LimitedLine[], id: number): PerOrderLimit {
  const line = lines.find((candidate) => candidate.product.id === id);
  if (!line) return null;
  const limit = limitOf(line.product);
  if (limit === null) return null;
  return Math.max(0, limit - quantityOfProduct(lines, limitKey(line.product), id));
}

/** A product whose lines go past its limit. */
export interface OrderLimitBreach {
  /** The index of the line that went past the limit (the first one whose running total does). */
  readonly index: number;
  /** The product (parent) over its limit. */
  readonly productKey: number;
  readonly limit: number;
  /** Every piece of the product in the lines. */
  readonly quantity: number;
  /** The shopper-facing text (`perOrderLimitMessage`). */
  readonly message: string;
}

/** Each product of the lines that goes past its limit, once, in the order its breaching line comes. */
export function orderLimitBreaches(lines: readonly LimitedLine[]): OrderLimitBreach[] {
  const totals = new Map<number, number>();
  const breaches = new Map<number, Omit<OrderLimitBreach, 'quantity'>>();
  lines.forEach((line, index) => {
    const key = limitKey(line.product);
    const total = (totals.get(key) ?? 0) + line.quantity;
    totals.set(key, total);
    const limit = limitOf(line.product);
    if (limit !== null && total > limit && !breaches.has(key)) {
      breaches.set(key, { index, productKey: key, limit, message: perOrderLimitMessage(limit) });
    }
  });
  return [...breaches.values()].sort((a, b) => a.index - b.index).map((breach) => ({ ...breach, quantity: totals.get(breach.productKey) ?? 0 }));
}

/**
 * The lines with each product brought within its limit: earlier lines keep their pieces, later
 * ones give up theirs, and a line left with none is dropped (a cart re-priced from a stale cookie).
 * Returns the same array when nothing is over.
 */
export function withinOrderLimits<L extends LimitedLine>(lines: readonly L[]): readonly L[] {
  if (orderLimitBreaches(lines).length === 0) return lines;
  const held = new Map<number, number>();
  const kept: L[] = [];
  for (const line of lines) {
    const key = limitKey(line.product);
    const quantity = allowedQuantity(limitOf(line.product), line.quantity, held.get(key) ?? 0);
    held.set(key, (held.get(key) ?? 0) + quantity);
    if (quantity > 0) kept.push(quantity === line.quantity ? line : { ...line, quantity });
  }
  return kept;
}

/** What the product page says about a limit: its text, and whether the cart already holds the most it allows. */
export interface OrderLimitNotice {
  readonly message: string;
  readonly reached: boolean;
}

/** The product page's note for a product with a limit and `inCart` pieces of it in the cart; null without a limit. */
export function orderLimitNotice(limit: PerOrderLimit, inCart: number): OrderLimitNotice | null {
  if (limit === null) return null;
  const reached = inCart >= limit;
  return { message: reached ? `${perOrderLimitMessage(limit)} ${ORDER_LIMIT_REACHED_MESSAGE}` : perOrderLimitMessage(limit), reached };
}
