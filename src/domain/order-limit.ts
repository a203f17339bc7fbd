// A per-order limit (issue 30, "a drop on one size"): a product may be bought at most
// `max_per_order` pieces at a time, every size and colour of it counted together; null means no
// limit. This file is what the cart itself needs (it is start-up code); checking whole lines and
// what the shopper is told are in order-limit-check.ts.

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

/** The product a line counts towards: its parent, else the variant itself. */
export function limitKey(product: LimitedProduct): number {
  return product.parent_id ?? product.id;
}

/** The limit of a product, or null: an absent, zero or negative value is no limit (the database holds positive integers). */
export function limitOf(product: Pick<LimitedProduct, 'max_per_order'>): PerOrderLimit {
  const limit = product.max_per_order ?? 0;
  return limit > 0 ? limit : null;
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
