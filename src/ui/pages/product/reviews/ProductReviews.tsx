import { AuthStore, type ProductDetail, ProductReviews as ProductReviewsService, type Review, type ReviewInput, type ReviewsPage, UiStore } from '@/application';
import { ratingLabel, REVIEW_MESSAGES, REVIEW_SORT_LABELS, type ReviewSort } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { useEffect, useId, useRef, useState } from 'react';
import { useService, useServiceLocator } from '../../../app/services';
import { Button } from '../../../components/button';
import { Select } from '../../../components/select';
import { useNearViewport } from '../../../hooks';
import { useFitFeature } from '../fit/use-fit-feature';
import { ReviewForm } from './ReviewForm';
import {
  AWAITING_MODERATION,
  DELETE,
  EDIT,
  EDIT_REVIEW_TITLE,
  NEXT_PAGE,
  NO_REVIEWS,
  pageOf,
  PREVIOUS_PAGE,
  REPORT,
  REPORTED,
  REVIEWS_FAILED,
  REVIEWS_TITLE,
  SIGN_IN_TO_REVIEW,
  sizeAndFit,
  SORT_LABEL,
  starsRow,
  VERIFIED_BUYER,
  WRITE_REVIEW_TITLE,
  YOUR_REVIEW_TITLE,
} from './review-texts';
import { Stars } from './Stars';
import styles from './reviews.module.less';

/** Loads the size-and-fit feature after the first paint, then the product's reviews. */
export function ProductReviews({ product }: { readonly product: ProductDetail }) {
  const section = useRef<HTMLElement>(null);
  // Below the fold: its code and its rendering wait until the shopper scrolls near it.
  const near = useNearViewport(section, true, '600px');
  const ready = useFitFeature(near);
  const titleId = useId();
  return (
    <section ref={section} className={styles.reviews} aria-labelledby={titleId} id="reviews">
      <h2 id={titleId} className={styles.title}>
        {REVIEWS_TITLE}
      </h2>
      {ready ? <LoadedReviews product={product} /> : null}
    </section>
  );
}

function LoadedReviews({ product }: { product: ProductDetail }) {
  const reviews = useServiceLocator().get(ProductReviewsService);
  const signedIn = useObservableEagerState(useService(AuthStore).isAuthenticated$);
  const state = useObservableEagerState(reviews.state$);
  const wasSignedIn = useRef(signedIn);

  useEffect(() => {
    void reviews.show(product.id);
  }, [reviews, product.id]);

  useEffect(() => {
    if (wasSignedIn.current === signedIn) return;
    wasSignedIn.current = signedIn;
    void reviews.refresh();
  }, [reviews, signedIn]);

  const page = state.productId === product.id ? state.page : null;
  if (state.failure && !page) return <p className={styles.muted}>{REVIEWS_FAILED}</p>;
  if (!page) return <p className={styles.muted} aria-busy="true">&nbsp;</p>;
  return (
    <div className={styles.layout}>
      <Summary page={page} />
      <div className={styles.main}>
        <ShopperReview product={product} page={page} />
        <ReviewList page={page} sort={state.query.sort} />
      </div>
    </div>
  );
}

/** Average, count and the stars' distribution. */
function Summary({ page }: { page: ReviewsPage }) {
  const { average, count, distribution } = page.summary;
  if (average === null) return <p className={styles.muted}>{NO_REVIEWS}</p>;
  return (
    <div className={styles.summary} data-testid="review-summary">
      <p className={styles.average}>
        <span className={styles.averageNumber}>{average.toFixed(1)}</span>
        <Stars rating={average} label={ratingLabel(average, count)} />
        <span className={styles.muted} aria-hidden="true">
          {count} {count === 1 ? 'review' : 'reviews'}
        </span>
      </p>
      <ul className={styles.distribution} role="list">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = distribution[stars - 1] ?? 0;
          return (
            <li key={stars} className={styles.distributionRow}>
              <span className="visually-hidden">{starsRow(stars, n)}</span>
              <span aria-hidden="true" className={styles.distributionLabel}>
                {stars} ★
              </span>
              <span aria-hidden="true" className={styles.bar}>
                <span className={styles.barFill} style={{ width: `${count === 0 ? 0 : Math.round((n / count) * 100)}%` }} />
              </span>
              <span aria-hidden="true" className={styles.distributionCount}>
                {n}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The shopper's own review (with edit and delete), the form for a buyer, or why they may not write one. */
function ShopperReview({ product, page }: { product: ProductDetail; page: ReviewsPage }) {
  const reviews = useServiceLocator().get(ProductReviewsService);
  const ui = useService(UiStore);
  const [editing, setEditing] = useState(false);
  const submitWith = (save: (input: ReviewInput) => ReturnType<typeof reviews.write>) => async (input: ReviewInput) => {
    const saved = await save(input);
    if (saved.ok) {
      setEditing(false);
      return null;
    }
    return { message: saved.failure.message, fieldErrors: saved.failure.fieldErrors };
  };

  if (page.mine) {
    const mine = page.mine;
    if (editing) {
      return <ReviewForm sizes={product.sizes} review={mine} title={EDIT_REVIEW_TITLE} onSubmit={submitWith((input) => reviews.edit(mine.id, input))} onCancel={() => setEditing(false)} />;
    }
    return (
      <div className={styles.mine}>
        <h3 className={styles.formTitle}>{YOUR_REVIEW_TITLE}</h3>
        {mine.status !== 'published' ? <p className={styles.muted}>{AWAITING_MODERATION}</p> : null}
        <ReviewItem review={mine} />
        <div className={styles.formActions}>
          <Button variant="outline" size="small" onClick={() => setEditing(true)}>
            {EDIT}
          </Button>
          <Button variant="text" size="small" onClick={() => void reviews.remove(mine.id)}>
            {DELETE}
          </Button>
        </div>
      </div>
    );
  }
  if (page.refusal === null) return <ReviewForm sizes={product.sizes} title={WRITE_REVIEW_TITLE} onSubmit={submitWith((input) => reviews.write(input))} />;
  return (
    <div className={styles.refusal}>
      <p data-testid="review-refusal">{page.refusal}</p>
      {page.refusal === REVIEW_MESSAGES.signInToReview ? (
        <Button variant="outline" size="small" onClick={() => ui.openDrawer({ kind: 'auth' })}>
          {SIGN_IN_TO_REVIEW}
        </Button>
      ) : null}
    </div>
  );
}

function ReviewList({ page, sort }: { page: ReviewsPage; sort: ReviewSort }) {
  const reviews = useServiceLocator().get(ProductReviewsService);
  if (page.total === 0) return null;
  return (
    <div>
      <Select
        label={SORT_LABEL}
        className={styles.sort}
        options={(Object.keys(REVIEW_SORT_LABELS) as ReviewSort[]).map((value) => ({ value, label: REVIEW_SORT_LABELS[value] }))}
        value={sort}
        onChange={(event) => void reviews.sortBy(event.target.value as ReviewSort)}
      />
      <ol className={styles.list} role="list" data-testid="review-list">
        {page.rows.map((review) => (
          <li key={review.id} className={styles.item}>
            <ReviewItem review={review} reportable={!review.mine} />
          </li>
        ))}
      </ol>
      {page.count > 1 ? (
        <nav className={styles.pager} aria-label="Review pages">
          <Button variant="outline" size="small" disabled={page.page <= 1} onClick={() => void reviews.goToPage(page.page - 1)}>
            {PREVIOUS_PAGE}
          </Button>
          <span aria-live="polite">{pageOf(page.page, page.count)}</span>
          <Button variant="outline" size="small" disabled={page.page >= page.count} onClick={() => void reviews.goToPage(page.page + 1)}>
            {NEXT_PAGE}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** One review: stars, title, author with "Verified buyer", size and fit, text kept as text. */
function ReviewItem({ review, reportable = false }: { review: Review; reportable?: boolean }) {
  const reviews = useServiceLocator().get(ProductReviewsService);
  const signedIn = useObservableEagerState(useService(AuthStore).isAuthenticated$);
  const [reported, setReported] = useState<string | null>(null);
  return (
    <article className={styles.review}>
      <Stars rating={review.rating} label={`${review.rating} out of 5 stars`} />
      {review.title ? <h3 className={styles.reviewTitle}>{review.title}</h3> : null}
      <p className={styles.byline}>
        {review.author} · {review.verified_buyer ? <span className={styles.verified}>{VERIFIED_BUYER}</span> : null} · <time dateTime={review.created_at}>{DATE.format(new Date(review.created_at))}</time>
      </p>
      <p className={styles.sizeFit}>{sizeAndFit(review.size, review.fit)}</p>
      {review.text ? <p className={styles.text}>{review.text}</p> : null}
      {reportable && signedIn ? (
        reported ? (
          <p className={styles.muted} role="status">
            {reported}
          </p>
        ) : (
          <button
            type="button"
            className={styles.report}
            onClick={() =>
              void reviews.report(review.id).then((result) => setReported(result.ok ? REPORTED : result.failure.message))
            }
          >
            {REPORT}
          </button>
        )
      ) : null}
    </article>
  );
}
