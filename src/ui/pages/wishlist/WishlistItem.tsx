import { AddToCart, ToggleWishlist, UiStore, WishlistStore, type WishlistItem as SavedItem } from '@/application';
import {
  addedToCartMessage,
  canAddToCart,
  CHOOSE_SIZE_LABEL,
  cardCartSnapshot,
  cardVariantId,
  formatMoney,
  hasPriceDropped,
  PRICE_DROPPED_LABEL,
  productPath,
  REMOVE_FROM_WISHLIST_ACTION,
  removedFromWishlistMessage,
  WISHLIST_ADD_TO_CART_FAILED,
  WISHLIST_ADD_TO_CART_LABEL,
  WISHLIST_UPDATE_FAILED,
} from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { useService } from '../../app/services';
import { ProductCard } from '../../catalogue';
import { Button } from '../../components/button';
import styles from './wishlist.module.less';

/** Props of WishlistItem. */
export interface WishlistItemProps {
  readonly item: SavedItem;
  /** The first piece's image is the page's LCP (eager, high priority, preloaded). */
  readonly priority?: boolean;
  /** Load the image eagerly (first row). */
  readonly eager?: boolean;
  /** Called once the item has left the wishlist, with what to announce. */
  readonly onRemoved: (announcement: string) => void;
}

/**
 * One saved piece: its product card, then "Add to cart" (a product with a single variant) or
 * "Choose a size" (to the product page), and "Remove". Removing goes through the wishlist heart's
 * use case: the piece leaves only once the server agreed, and stays with a snackbar otherwise.
 */
export function WishlistItem({ item, priority = false, eager = false, onRemoved }: WishlistItemProps) {
  const { product } = item;
  const addToCart = useService(AddToCart);
  const toggle = useService(ToggleWishlist);
  const ui = useService(UiStore);
  const wishlist = useService(WishlistStore);
  const removing = useObservableEagerState(useMemo(() => wishlist.select((state) => state.pending.includes(product.id)), [wishlist, product.id]));
  const [adding, setAdding] = useState(false);
  const variantId = cardVariantId(product);

  const add = async (id: number): Promise<void> => {
    setAdding(true);
    const result = await addToCart.execute(cardCartSnapshot(product, id));
    setAdding(false);
    if (!result.ok) ui.showSnackbar('error', WISHLIST_ADD_TO_CART_FAILED);
    // Wide screens confirm with the cart drawer; elsewhere a word says it worked.
    else if (result.value === 'added' && !ui.isDrawerOpen('cart')) ui.showSnackbar('success', addedToCartMessage(product.name));
  };

  const remove = async (): Promise<void> => {
    const result = await toggle.execute(product.id);
    if (!result.ok) ui.showSnackbar('error', WISHLIST_UPDATE_FAILED);
    else if (result.value === 'removed') onRemoved(removedFromWishlistMessage(product.name));
  };

  // The visible labels repeat on every card; the piece's name tells them apart for assistive tech.
  const forPiece = <span className="visually-hidden"> {product.name}</span>;
  return (
    <li className={styles.item} aria-busy={removing || undefined}>
      <ProductCard product={product} priority={priority} eager={eager} headingLevel={2} />
      {hasPriceDropped(item) ? (
        <p className={styles.priceDrop}>
          <span className={styles.priceDropBadge}>{PRICE_DROPPED_LABEL}</span>
          <s className={styles.priceWas}>
            <span className="visually-hidden">Price when added </span>
            {formatMoney(item.price_at_add)}
          </s>
        </p>
      ) : null}
      <div className={styles.actions}>
        {variantId !== null ? (
          <Button size="small" fullWidth loading={adding} loadingLabel="Adding to your cart" disabled={!canAddToCart(product)} onClick={() => void add(variantId)}>
            {WISHLIST_ADD_TO_CART_LABEL}
            {forPiece}
          </Button>
        ) : (
          <Button size="small" variant="outline" fullWidth to={productPath(product.unique_slug)}>
            {CHOOSE_SIZE_LABEL}
            {forPiece}
          </Button>
        )}
        <button type="button" className={styles.remove} onClick={() => void remove()} aria-disabled={removing || undefined}>
          {REMOVE_FROM_WISHLIST_ACTION}
          {forPiece}
        </button>
      </div>
    </li>
  );
}
