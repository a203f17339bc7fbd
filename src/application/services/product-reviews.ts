import type { ReviewSort } from '@/domain';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { Review, ReviewInput, ReviewsPage, ReviewsQuery } from '../models/fit';
import type { FitGateway, Logger } from '../ports';
import { attempt, type Failure, type Result } from '../result';

/** A product's reviews as shown: the page, how it is asked for, and whether it is loading or failed. */
export interface ProductReviewsState {
  readonly productId: number | null;
  readonly query: ReviewsQuery;
  readonly page: ReviewsPage | null;
  readonly loading: boolean;
  readonly failure: Failure | null;
}

const FIRST: ReviewsQuery = { sort: 'newest', page: 1 };

/**
 * The reviews of the product on screen, shared by the fit summary beside the size picker and the
 * reviews below; every change by the shopper loads the page again (their review, the summary).
 */
export class ProductReviews {
  private readonly subject = new BehaviorSubject<ProductReviewsState>({ productId: null, query: FIRST, page: null, loading: false, failure: null });
  readonly state$: Observable<ProductReviewsState> = this.subject.asObservable();
  private controller: AbortController | null = null;

  constructor(
    private readonly gateway: FitGateway,
    private readonly logger: Logger,
  ) {}

  get snapshot(): ProductReviewsState {
    return this.subject.getValue();
  }

  /** Shows a product's reviews, newest first; the same product again keeps what is there. */
  async show(productId: number): Promise<void> {
    if (this.snapshot.productId === productId && (this.snapshot.page !== null || this.snapshot.loading)) return;
    this.subject.next({ productId, query: FIRST, page: null, loading: false, failure: null });
    await this.load(FIRST);
  }

  /** Loads the same page again (the shopper signed in or out: what they may do changed). */
  refresh(): Promise<void> {
    return this.load(this.snapshot.query);
  }

  /** Another order, from its first page. */
  sortBy(sort: ReviewSort): Promise<void> {
    return this.load({ sort, page: 1 });
  }

  goToPage(page: number): Promise<void> {
    return this.load({ ...this.snapshot.query, page });
  }

  async write(review: ReviewInput): Promise<Result<Review>> {
    const productId = this.snapshot.productId;
    if (productId === null) throw new Error('No product is shown.');
    return this.afterChange(await attempt(this.logger, 'Writing a review failed.', () => this.gateway.writeReview(productId, review)));
  }

  async edit(reviewId: number, review: ReviewInput): Promise<Result<Review>> {
    return this.afterChange(await attempt(this.logger, 'Editing a review failed.', () => this.gateway.editReview(reviewId, review)));
  }

  async remove(reviewId: number): Promise<Result<void>> {
    return this.afterChange(await attempt(this.logger, 'Deleting a review failed.', () => this.gateway.deleteReview(reviewId)));
  }

  report(reviewId: number): Promise<Result<void>> {
    return attempt(this.logger, 'Reporting a review failed.', () => this.gateway.reportReview(reviewId));
  }

  private async afterChange<T>(result: Result<T>): Promise<Result<T>> {
    if (result.ok) await this.load({ sort: this.snapshot.query.sort, page: 1 });
    return result;
  }

  private async load(query: ReviewsQuery): Promise<void> {
    const productId = this.snapshot.productId;
    if (productId === null) return;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.subject.next({ ...this.snapshot, query, loading: true, failure: null });
    const loaded = await attempt(this.logger, 'Loading reviews failed.', () => this.gateway.reviews(productId, query, controller.signal));
    if (controller.signal.aborted || this.snapshot.productId !== productId) return;
    this.subject.next(loaded.ok ? { ...this.snapshot, page: loaded.value, loading: false } : { ...this.snapshot, loading: false, failure: loaded.failure });
  }
}
