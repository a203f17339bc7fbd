import { AuthStore, ChangeCartLine } from '@/application';
import { type CartItem, lineLimit, limitOf } from '@/domain';
import { useRef, useState } from 'react';
import { useService } from '../app/services';
import { CART_LINES_LABEL } from './cart-texts';
import { CartLine } from './CartLine';
import styles from './cart.module.less';

/** Props of CartLines. */
export interface CartLinesProps {
  readonly items: readonly CartItem[];
  /** The server's quote has not answered yet: the stored prices are not shown. */
  readonly pricesPending?: boolean;
  readonly className?: string;
}

/**
 * The cart's lines. The stepper and Remove go through ChangeCartLine (stock and per-order limits,
 * server or guest cart); after a removal the focus stays in the list instead of falling to the page.
 */
export function CartLines({ items, pricesPending = false, className }: CartLinesProps) {
  const changeLine = useService(ChangeCartLine);
  const auth = useService(AuthStore);
  const list = useRef<HTMLUListElement>(null);
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());

  const change = async (productId: number, quantity: number): Promise<void> => {
    // A guest's cart changes at once; a signed-in shopper's waits for the server, and a second
    // press before its answer would send the same quantity again.
    if (!auth.isAuthenticated) {
      await changeLine.execute(productId, quantity);
      return;
    }
    setBusy((ids) => new Set(ids).add(productId));
    // A failure is logged by the use case and leaves the line as the server last said.
    await changeLine.execute(productId, quantity);
    setBusy((ids) => {
      const next = new Set(ids);
      next.delete(productId);
      return next;
    });
  };

  return (
    <ul ref={list} role="list" className={[styles.lines, className].filter(Boolean).join(' ')} aria-label={CART_LINES_LABEL} tabIndex={-1}>
      {items.map((item) => (
        <li key={item.product.id} className={styles.lineItem}>
          <CartLine
            item={item}
            busy={busy.has(item.product.id)}
            pricesPending={pricesPending}
            orderLimit={orderLimitOf(items, item)}
            onQuantity={(quantity) => void change(item.product.id, quantity)}
            onRemove={() => {
              list.current?.focus();
              void change(item.product.id, 0);
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/** A line's per-order limit and the room its product's other sizes leave it, or null. */
function orderLimitOf(items: readonly CartItem[], item: CartItem): { limit: number; room: number } | null {
  const limit = limitOf(item.product);
  const room = lineLimit(items, item.product.id);
  return limit === null || room === null ? null : { limit, room };
}
