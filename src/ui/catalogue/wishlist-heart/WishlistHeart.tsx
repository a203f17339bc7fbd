import { AuthStore, ToggleWishlist, WishlistStore } from '@/application';
import type { Product } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { useService } from '../../app/services';
import { Icon } from '../../components/icon';
import styles from './wishlist-heart.module.less';

/** Accessible names of the heart. */
export const ADD_TO_WISHLIST_LABEL = 'Add to wishlist';
export const REMOVE_FROM_WISHLIST_LABEL = 'Remove from wishlist';

/** Props of WishlistHeart. */
export interface WishlistHeartProps {
  readonly product: Pick<Product, 'id' | 'in_wishlist'>;
  readonly className?: string;
  /** Round white backing for use over an image. */
  readonly overlay?: boolean;
}

/**
 * The wishlist heart (spec §4, §8): a guest gets the navigator drawer "Add to wishlist"; for a
 * signed-in shopper it changes only after the call succeeded and stays as it was on error.
 */
export function WishlistHeart({ product, className, overlay = false }: WishlistHeartProps) {
  const toggle = useService(ToggleWishlist);
  const wishlist = useService(WishlistStore);
  const auth = useService(AuthStore);
  const signedIn = useObservableEagerState(auth.isAuthenticated$);
  const inStore = useObservableEagerState(useMemo(() => wishlist.has$(product.id), [wishlist, product.id]));
  const pending = useObservableEagerState(useMemo(() => wishlist.select((state) => state.pending.includes(product.id)), [wishlist, product.id]));
  // The last answer of our own toggle; cleared when the store changes for another reason.
  const [answered, setAnswered] = useState<{ readonly inStore: boolean; readonly value: boolean } | null>(null);
  const fromStore = answered && answered.inStore === inStore ? answered.value : inStore || product.in_wishlist;
  const active = signedIn && fromStore;

  const onClick = async (): Promise<void> => {
    const result = await toggle.execute(product.id);
    if (result.ok && (result.value === 'added' || result.value === 'removed')) setAnswered({ inStore: wishlist.has(product.id), value: result.value === 'added' });
  };

  return (
    <button
      type="button"
      className={[styles.heart, overlay ? styles.overlay : '', active ? styles.active : '', className].filter(Boolean).join(' ')}
      aria-pressed={active}
      aria-label={active ? REMOVE_FROM_WISHLIST_LABEL : ADD_TO_WISHLIST_LABEL}
      aria-busy={pending || undefined}
      onClick={() => void onClick()}
    >
      <Icon name={active ? 'favorite-filled' : 'favorite'} size="medium" />
    </button>
  );
}
