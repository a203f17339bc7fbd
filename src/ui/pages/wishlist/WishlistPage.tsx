import { WishlistStore } from '@/application';
import {
  CONTINUE_SHOPPING_LABEL,
  CONTINUE_SHOPPING_PATH,
  TRY_AGAIN_LABEL,
  WISHLIST_EMPTY_TEXT,
  WISHLIST_EMPTY_TITLE,
  WISHLIST_LOAD_FAILED,
  WISHLIST_PAGE_TITLE,
  WISHLIST_SORT_LABEL,
  WISHLIST_SORT_OPTIONS,
  wishlistCountLabel,
  type WishlistSort,
  sortWishlist,
} from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useService } from '../../app/services';
import { useAccountTitle } from '../../account/AccountBits';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { Select } from '../../components/select';
import { ProductCardSkeleton } from '../../components/skeleton';
import { useWishlistLoad } from './use-wishlist-load';
import { WishlistItem } from './WishlistItem';
import styles from './wishlist.module.less';
import { PageHead } from '../../seo';

/** How many cards the loading skeleton shows: one row on a wide screen. */
const SKELETON_COUNT = 4;

/**
 * `/my-account/wishlist`, in the account layout: the signed-in shopper's saved pieces as product
 * cards, each with add to cart (or "Choose a size") and remove. The account's auth guard and
 * layout take care of guests (spec §6).
 */
export function Component() {
  const title = useAccountTitle(WISHLIST_PAGE_TITLE);
  return (
    <>
      <PageHead title={title} noindex />
      <SavedPieces title={title} />
    </>
  );
}

function SavedPieces({ title }: { readonly title: string }) {
  const wishlist = useService(WishlistStore);
  const { items } = useObservableEagerState(wishlist.state$);
  const { status, retry } = useWishlistLoad(true);
  const [announcement, setAnnouncement] = useState('');
  const [sort, setSort] = useState<WishlistSort>('added');
  const sorted = useMemo(() => sortWishlist(items, sort), [items, sort]);
  const count = useRef<HTMLParagraphElement>(null);
  const headingId = useId();

  // Items the store already holds (loaded at sign-in) show at once while the page refreshes them.
  const waiting = items.length === 0 && status === 'loading';
  const failed = items.length === 0 && status === 'failed';

  const onRemoved = (message: string): void => {
    setAnnouncement(message);
    // The removed card took focus with it: keep the shopper's place at the top of the list.
    count.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} aria-busy={waiting || undefined}>
      <div className={styles.titleRow}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        <div className={styles.tools}>
          <p ref={count} className={styles.count} tabIndex={-1}>
            {waiting || failed ? '\u00a0' : wishlistCountLabel(items.length)}
          </p>
          {items.length > 1 ? (
            <Select
              className={styles.sort}
              label={WISHLIST_SORT_LABEL}
              options={WISHLIST_SORT_OPTIONS}
              value={sort}
              onChange={(event) => setSort(event.target.value as WishlistSort)}
            />
          ) : null}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>

      {waiting ? (
        <div className={styles.grid} role="status">
          <span className="visually-hidden">Loading your wishlist</span>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <ProductCardSkeleton key={index} aspectRatio="4 / 5" />
          ))}
        </div>
      ) : failed ? (
        <Notice icon="favorite" title={<h2 className={styles.noticeTitle}>{WISHLIST_LOAD_FAILED}</h2>}>
          <Button variant="outline" size="large" onClick={retry}>
            {TRY_AGAIN_LABEL}
          </Button>
        </Notice>
      ) : items.length === 0 ? (
        <Notice icon="favorite" title={<h2 className={styles.noticeTitle}>{WISHLIST_EMPTY_TITLE}</h2>} text={WISHLIST_EMPTY_TEXT}>
          <Button size="large" to={CONTINUE_SHOPPING_PATH}>
            {CONTINUE_SHOPPING_LABEL}
          </Button>
        </Notice>
      ) : (
        <ul className={styles.grid} role="list" aria-label={title}>
          {sorted.map((item, index) => (
            <WishlistItem key={item.product.id} item={item} priority={index === 0} eager={index < SKELETON_COUNT} onRemoved={onRemoved} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A quiet centred message with its actions: empty, failed or signed out. */
function Notice({ icon, title, text, children }: { readonly icon: 'favorite'; readonly title: ReactNode; readonly text?: string; readonly children: ReactNode }) {
  return (
    <div className={styles.notice}>
      <span className={styles.noticeIcon} aria-hidden="true">
        <Icon name={icon} size="large" />
      </span>
      {title}
      {text ? <p className={styles.noticeText}>{text}</p> : null}
      <div className={styles.noticeActions}>{children}</div>
    </div>
  );
}
