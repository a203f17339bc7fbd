import { Compile } from 'typebox/compile';
import type { CartProduct } from '../cart/cart-lines.js';
import { CartProduct as CartProductSchema } from '../cart/schemas.js';

// An order line keeps the variant as sold (`order_items.snapshot`, JSONB). What is read back is
// checked against the shape place-order writes: a malformed row (a hand edit, a bad migration)
// fails loudly, naming its order, instead of reaching a shopper half-formed.

const snapshotCheck = Compile(CartProductSchema);

/** An order line's stored snapshot, checked; throws an Error naming the order when it is malformed. */
export function orderLineSnapshot(snapshot: unknown, orderId: number): CartProduct {
  if (snapshotCheck.Check(snapshot)) return snapshot;
  const problems = snapshotCheck.Errors(snapshot).slice(0, 3).map((error) => `${error.instancePath || '/'} ${error.message}`);
  throw new Error(`Order ${orderId} has a malformed line snapshot (order_items.snapshot): ${problems.join('; ')}`);
}
