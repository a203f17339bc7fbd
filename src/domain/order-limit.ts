// A per-order limit (issue 30, "a drop on one size"): a product may be bought at most
// `max_per_order` pieces at a time, every size and colour of it counted together. The cart, the
// order (on the server) and the product page read it from here; null means no limit.

/** A product's per-order limit: a positive integer, or null for none. */
export type PerOrderLimit = number | null;

/** What the limit rules need of a cart or order line's product. */
export interface LimitedProduct {
  /** The variant bought (a cart line's id). */
  readonly id: number;
  /** The product the variant belongs to; lines without it count as a product of their own. */
  readonly parent_id?: number;
  readonly max_per_order?: PerOrderLimit;
}

/** What the limit rules need of a line. */
export interface LimitedLine {
  readonly quantity: number;
  readonly product: LimitedProduct;
}

/** The shopper-facing text of a limit, shown next to every quantity control it stops: "Limited to 2 per order." */
export const perOrderLimitMessage = (limit: number): string => `Limited to ${limit} per order.`;

/** Added on the product page once the cart holds as many as the limit allows. */
export const ORDER_LIMIT_REACHED_MESSAGE = 'You have the most you can order in your cart.';

/** The API's message when a request goes past a limit, naming the product. */
export const overOrderLimitMessage = (name: string, limit: number): string => `${name} is limited to ${limit} per order.`;

/** The product a line counts towards: its parent, else the variant itself. */
export function limitKey(product: LimitedProduct): number {
  return product.parent_id ?? product.id;
}

/** The limit of a product, or null: an absent, zero, negative or fractional value is no limit. */
export function limitOf(product: Pick<LimitedProduct, 'max_per_order'>): PerOrderLimit {
  const limit = product.max_per_order;
  return limit != null && Number.isSafeInteger(limit) && limit > 0 ? limit : null;
}

/**
 * The most of `wanted` pieces the limit lets into an order that already holds `held` pieces of the
 * same product (other sizes included); never below 0. Without a limit, `wanted` itself.
 */
export function allowedQuantity(limit: PerOrderLimit, wanted: number, held = 0): number {
  if (limit === null) return wanted;
  return Math.max(0, Math.min(wanted, limit - held));
}

/** The pieces of one product (every variant of it) in the lines, but for the line of `exceptId`. */
export function quantityOfProduct(lines: readonly LimitedLine[], productKey: number, exceptId?: number): number {
  return lines.reduce((sum, line) => (limitKey(line.product) === productKey && line.product.id !== exceptId ? sum + line.quantity : sum), 0);
}

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
