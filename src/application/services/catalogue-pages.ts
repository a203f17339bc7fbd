import type { CategoryPage, HomeContent, Listing, ListingQuery, ProductDetail, TagPage } from '../models';
import type { CatalogGateway, Logger } from '../ports';
import { attempt, type Result } from '../result';

/**
 * What the catalogue's routes show, read for their loaders: each page's content as a result (an
 * unknown slug is a `not-found` failure, the route's 404), and the pages of a listing.
 */
export class CataloguePages {
  constructor(
    private readonly gateway: CatalogGateway,
    private readonly logger: Logger,
  ) {}

  /** `/`: the banners, collections and product rows. */
  home(signal?: AbortSignal): Promise<Result<HomeContent>> {
    return this.read('the home page', () => this.gateway.home(signal));
  }

  /** `/categories/{slug}`: the category's name, description and breadcrumbs. */
  category(slug: string, signal?: AbortSignal): Promise<Result<CategoryPage>> {
    return this.read('a category', () => this.gateway.category(slug, signal));
  }

  /** `/tags/{slug}`: the tag's name and categories. */
  tag(slug: string, signal?: AbortSignal): Promise<Result<TagPage>> {
    return this.read('a tag', () => this.gateway.tag(slug, signal));
  }

  /** `/products/{slug}`: the product with its variants. */
  product(slug: string, signal?: AbortSignal): Promise<Result<ProductDetail>> {
    return this.read('a product', () => this.gateway.product(slug, signal));
  }

  /** One page of a category's listing; it rejects when it fails, as the listing shows that itself and retries (use-listing.ts). */
  categoryProducts(slug: string, query: ListingQuery, signal?: AbortSignal): Promise<Listing> {
    return this.gateway.categoryProducts(slug, query, signal);
  }

  /** One page of a tag's listing; it rejects when it fails, as categoryProducts. */
  tagProducts(slug: string, query: ListingQuery, signal?: AbortSignal): Promise<Listing> {
    return this.gateway.tagProducts(slug, query, signal);
  }

  private read<T>(what: string, load: () => Promise<T>): Promise<Result<T>> {
    return attempt(this.logger, `Loading ${what} failed.`, load);
  }
}
