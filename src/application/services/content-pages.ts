import { CONTENT_PAGE_SLUGS } from '@/domain';
import type { ContentPage, Engagement, Faq, StoreLocation } from '../models';
import type { ContentGateway, FixedSectionSlug, Logger } from '../ports';
import { attempt, type Result } from '../result';

/** `/our-value`: the page, and the engagements it leads to (null when they could not be loaded: the page shows without them). */
export interface OurValues {
  readonly page: ContentPage;
  readonly engagements: readonly Engagement[] | null;
}

/**
 * What the content routes show, read for their loaders, each as a result: an unknown slug is a
 * `not-found` failure (the route's 404); another failure, the page's "Try again".
 */
export class ContentPages {
  constructor(
    private readonly gateway: ContentGateway,
    private readonly logger: Logger,
  ) {}

  /** A content page by its slug (our story, the legal pages). */
  page(slug: string): Promise<Result<ContentPage>> {
    return this.read('a content page', () => this.gateway.page(slug));
  }

  /** One of the fixed sections (delivery and returns). */
  section(slug: FixedSectionSlug): Promise<Result<ContentPage>> {
    return this.read('a fixed section', () => this.gateway.fixedSection(slug));
  }

  /** `/our-engagement/{slug}`. */
  engagement(slug: string): Promise<Result<Engagement>> {
    return this.read('an engagement', () => this.gateway.engagement(slug));
  }

  /** `/our-value`: the page and its engagements, asked for together. */
  values(): Promise<Result<OurValues>> {
    return this.read('our values', async () => {
      const engagements = this.gateway.engagements().catch(() => null);
      return { page: await this.gateway.page(CONTENT_PAGE_SLUGS.ourValue), engagements: await engagements };
    });
  }

  /** The whole FAQ (`POST /api/faqs`, spec §7): its pages group and pick from it. */
  faqs(): Promise<Result<readonly Faq[]>> {
    return this.read('the FAQ', () => this.gateway.faqs());
  }

  /** The shops, for the store locator. */
  stores(): Promise<Result<readonly StoreLocation[]>> {
    return this.read('the stores', () => this.gateway.stores());
  }

  private read<T>(what: string, load: () => Promise<T>): Promise<Result<T>> {
    return attempt(this.logger, `Loading ${what} failed.`, load);
  }
}
