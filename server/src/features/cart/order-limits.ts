// The per-order limit as the API enforces it: the rule and its texts are the domain's
// (src/domain/order-limit.ts), so the cart, the order and the SPA agree on what is too many.
import { type OrderLimitBreach, orderLimitBreaches, overOrderLimitMessage } from '../../../../src/domain/order-limit-check.js';
import { ApiError } from '../../http/errors.js';
import type { CartLine } from './cart-lines.js';

/** The request field a breach is reported on, or null when the request did not cause it. */
export type BreachField = (breach: OrderLimitBreach) => string | null;

/** The field of a quantity in a request's `items`. */
export const itemQuantityField = (index: number): string => `items.${index}.quantity`;

/**
 * Throws the 422 for lines that go past a product's per-order limit (every variant of it counted
 * together): `{ message: "<name> is limited to N per order.", data: { errors: { "items.<i>.quantity":
 * "Limited to N per order." }, limits: [{ product_id, max_per_order, requested }] } }`, where
 * `product_id` is the product (the variants' parent) and `requested` all its pieces asked for.
 */
export function assertWithinOrderLimits(lines: readonly CartLine[], fieldOf: BreachField): void {
  const named = orderLimitBreaches(lines).flatMap((breach) => {
    const field = fieldOf(breach);
    return field === null ? [] : [{ breach, field }];
  });
  const first = named[0];
  if (first === undefined) return;
  const name = lines[first.breach.index]?.product.name ?? `#${first.breach.productKey}`;
  throw new ApiError(
    422,
    overOrderLimitMessage(name, first.breach.limit),
    Object.fromEntries(named.map(({ breach, field }) => [field, breach.message])),
    { limits: named.map(({ breach }) => ({ product_id: breach.productKey, max_per_order: breach.limit, requested: breach.quantity })) },
  );
}

/**
 * Reports a breach on the last line of the request that adds to the product over its limit
 * (`items.<i>.quantity`), or nowhere when the request did not touch that product.
 */
export function lastRequestedLineOf(requested: readonly { product_id: number }[], lines: readonly CartLine[]): BreachField {
  const parentOf = new Map(lines.map((line) => [line.product.id, line.product.parent_id]));
  return (breach) => {
    const index = requested.findLastIndex((item) => parentOf.get(item.product_id) === breach.productKey);
    return index < 0 ? null : itemQuantityField(index);
  };
}
