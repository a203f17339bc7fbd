import { WISHLIST_GATEWAY, WishlistStore } from '@/application';
import { useCallback, useEffect, useState } from 'react';
import { useService } from '../../app/services';

/** Where loading the wishlist on the page stands. */
export type WishlistLoadStatus = 'loading' | 'ready' | 'failed';

/**
 * Loads the signed-in shopper's wishlist into the WishlistStore when the page opens (sign-in
 * loads it too, but a visit should show the list as the server has it now). `retry` loads again
 * after a failure. An answer that arrives after the list changed here (an item was removed
 * meanwhile) is dropped: the store already holds the newer list.
 */
export function useWishlistLoad(enabled: boolean): { readonly status: WishlistLoadStatus; readonly retry: () => void } {
  const gateway = useService(WISHLIST_GATEWAY);
  const store = useService(WishlistStore);
  const [attempt, setAttempt] = useState(0);
  // The attempt a status belongs to: a new attempt is 'loading' until its own answer comes.
  const [outcome, setOutcome] = useState<{ readonly attempt: number; readonly status: WishlistLoadStatus } | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    const before = store.snapshot.items;
    gateway.list().then(
      (items) => {
        if (store.snapshot.items === before) store.setItems(items);
        if (live) setOutcome({ attempt, status: 'ready' });
      },
      // The HTTP client has logged the failure (spec §8); a 401 has signed the shopper out.
      () => {
        if (live) setOutcome({ attempt, status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt, gateway, store]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  return { status: outcome?.attempt === attempt ? outcome.status : 'loading', retry };
}
