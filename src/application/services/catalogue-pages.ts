import type { CategoryPage, HomeContent, Listing, ListingQuery, ProductDetail, TagPage } from '../models';
import type { CatalogGateway, Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { PageAnswers } from '../stores/page-answers';

/**
 * What the catalogue's routes show, read for their loaders: each page's content as a result (an
 * unknown slug is a `not-found` failure, the route's 404), and the pages of a listing. Every read
 * goes through the page answers, so a preload and a return through the history answer at once.
 */
export class CataloguePages {
  constructor(
    private readonly gateway: CatalogGateway,
    private readonly logger: Logger,
    private readonly answers: PageAnswers,
  ) {}

  /** `/`: the banners, collections and product rows. */
  home(signal?: AbortSignal): Promise<Result<HomeContent>> {
    return this.read('the home page', () => this.answers.read('home', (own) => this.gateway.home(own), signal));
  }

  /** `/categories/{slug}`: the category's name, description and breadcrumbs. */
  category(slug: string, signal?: AbortSignal): Promise<Result<CategoryPage>> {
    return this.read('a category', () => this.answers.read(`category:${slug}`, (own) => this.gateway.category(slug, own), signal));
  }

  /** `/tags/{slug}`: the tag's name and categories. */
  tag(slug: string, signal?: AbortSignal): Promise<Result<TagPage>> {
    return this.read('a tag', () => this.answers.read(`tag:${slug}`, (own) => this.gateway.tag(slug, own), signal));
  }

  /** `/products/{slug}`: the product with its variants. */
  product(slug: string, signal?: AbortSignal): Promise<Result<ProductDetail>> {
    return this.read('a product', () => this.answers.read(`product:${slug}`, (own) => this.gateway.product(slug, own), signal));
  }

  /** One page of a category's listing; it rejects when it fails, as the listing shows that itself and retries (use-listing.ts). */
  categoryProducts(slug: string, query: ListingQuery, signal?: AbortSignal): Promise<Listing> {
    return this.answers.read(`category-products:${slug}:${JSON.stringify(query)}`, (own) => this.gateway.categoryProducts(slug, query, own), signal);
  }

  /** One page of a tag's listing; it rejects when it fails, as categoryProducts. */
  tagProducts(slug: string, query: ListingQuery, signal?: AbortSignal): Promise<Listing> {
    return this.answers.read(`tag-products:${slug}:${JSON.stringify(query)}`, (own) => this.gateway.tagProducts(slug, query, own), signal);
  }

  private read<T>(what: string, load: () => Promise<T>): Promise<Result<T>> {
    return attempt(this.logger, `Loading ${what} failed.`, load);
  }
}
