import { ChangeCartLine } from '@/application';
import type { CartItem } from '@/domain';
import { useRef } from 'react';
import { useService } from '../app/services';
import { CART_LINES_LABEL } from './cart-texts';
import { CartLine } from './CartLine';
import styles from './cart.module.less';

/**
 * The cart's lines. The stepper and Remove go through ChangeCartLine (stock limit, server or
 * guest cart); after a removal the focus stays in the list instead of falling to the page.
 */
export function CartLines({ items }: { readonly items: readonly CartItem[] }) {
  const changeLine = useService(ChangeCartLine);
  const list = useRef<HTMLUListElement>(null);
  return (
    <ul ref={list} role="list" className={styles.lines} aria-label={CART_LINES_LABEL} tabIndex={-1}>
      {items.map((item) => (
        <li key={item.product.id}>
          <CartLine
            item={item}
            onQuantity={(quantity) => void changeLine.execute(item.product.id, quantity)}
            onRemove={() => {
              list.current?.focus();
              void changeLine.execute(item.product.id, 0);
            }}
          />
        </li>
      ))}
    </ul>
  );
}
