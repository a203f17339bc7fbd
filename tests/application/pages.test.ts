import { describe, expect, it } from 'vitest';
import {
  CataloguePages,
  ContentPages,
  NotFoundError,
  PageAnswers,
  TransportError,
  type CatalogGateway,
  type ContentGateway,
  type ContentPage,
  type Engagement,
  type ProductDetail,
} from '@/application';
import { CONTENT_PAGE_SLUGS } from '@/domain';
import { RecordingLogger } from './support/fakes';

const PAGE: ContentPage = { slug: CONTENT_PAGE_SLUGS.ourValue, title: 'Our values', content: '<p>Linen.</p>' };
const ENGAGEMENTS = [{ slug: 'sustainable-materials', title: 'Sustainable materials' }] as unknown as readonly Engagement[];

/** A content gateway whose calls answer as given (the rest are never called). */
function contentGateway(calls: Partial<ContentGateway>): ContentGateway {
  return calls as ContentGateway;
}

describe('the pages read for their routes, as results', () => {
  it('CataloguePages: a product, or an unknown slug as a not-found failure, logged as a warning once', async () => {
    const product = { id: 7, slug: 'linen-shirt' } as unknown as ProductDetail;
    const asked: string[] = [];
    const gateway = {
      product: async (slug: string) => {
        asked.push(slug);
        if (slug !== 'linen-shirt') throw new NotFoundError('No such product.');
        return product;
      },
    } as unknown as CatalogGateway;
    const logger = new RecordingLogger();
    const pages = new CataloguePages(gateway, logger, new PageAnswers(() => 0));
    expect(await pages.product('linen-shirt')).toEqual({ ok: true, value: product });
    expect(logger.entries).toEqual([]);
    expect(await pages.product('gone')).toEqual({ ok: false, failure: { kind: 'not-found', message: 'No such product.', fieldErrors: {} } });
    expect(logger.entries).toEqual([{ level: 'warn', message: 'Loading a product failed.', detail: 'No such product.' }]);
    expect(asked).toEqual(['linen-shirt', 'gone']);
  });

  it('CataloguePages: a server fault is an unavailable failure, logged as an error; a bug still throws', async () => {
    const fault = new TransportError('Server error', 500);
    const logger = new RecordingLogger();
    const failing = new CataloguePages({ home: async () => Promise.reject(fault) } as unknown as CatalogGateway, logger, new PageAnswers(() => 0));
    expect(await failing.home()).toMatchObject({ ok: false, failure: { kind: 'unavailable' } });
    expect(logger.entries).toEqual([{ level: 'error', message: 'Loading the home page failed.', detail: fault }]);
    const buggy = new CataloguePages({ home: async () => Promise.reject(new TypeError('x is undefined')) } as unknown as CatalogGateway, logger, new PageAnswers(() => 0));
    await expect(buggy.home()).rejects.toThrow(TypeError);
  });

  it('ContentPages.values: the page with its engagements, without them when they fail, failed when the page does', async () => {
    const logger = new RecordingLogger();
    const both = new ContentPages(contentGateway({ page: async () => PAGE, engagements: async () => ENGAGEMENTS }), logger);
    expect(await both.values()).toEqual({ ok: true, value: { page: PAGE, engagements: ENGAGEMENTS } });
    const noEngagements = new ContentPages(contentGateway({ page: async () => PAGE, engagements: async () => Promise.reject(new TransportError('down')) }), logger);
    expect(await noEngagements.values()).toEqual({ ok: true, value: { page: PAGE, engagements: null } });
    expect(logger.entries).toEqual([]);
    const noPage = new ContentPages(contentGateway({ page: async () => Promise.reject(new TransportError('down')), engagements: async () => ENGAGEMENTS }), logger);
    expect(await noPage.values()).toMatchObject({ ok: false, failure: { kind: 'unavailable' } });
  });

  it('ContentPages: an unknown engagement is not-found; the FAQ, the stores and a fixed section as results', async () => {
    const logger = new RecordingLogger();
    const pages = new ContentPages(
      contentGateway({
        engagement: async () => Promise.reject(new NotFoundError('No such engagement.')),
        faqs: async () => [],
        stores: async () => [],
        fixedSection: async (slug) => ({ slug, title: 'Delivery & returns', content: '' }),
      }),
      logger,
    );
    expect(await pages.engagement('gone')).toMatchObject({ ok: false, failure: { kind: 'not-found' } });
    expect(await pages.faqs()).toEqual({ ok: true, value: [] });
    expect(await pages.stores()).toEqual({ ok: true, value: [] });
    expect(await pages.section('delivery-and-returns')).toMatchObject({ ok: true, value: { slug: 'delivery-and-returns' } });
  });
});
