import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AnswerCache } from '../../http/answer-cache.js';
import { sendError } from '../../http/errors.js';
import { pageUrls, productUrls, sitemapFiles, sitemapIndex, urlSet } from './sitemap.js';
import { publicOriginOf } from '../../http/public-origin.js';

/** Paths search engines have no business in: the API, the checkout and the account area. */
const DISALLOWED = ['/api/', '/checkout', '/my-account', '/reset-password', '/sandbox-gateway/'];
const PRODUCTS_FILE = /^products-([1-9]\d{0,5})\.xml$/;

/**
 * What search engines read besides the pages: robots.txt, a sitemap index with the store's pages
 * and its products in files of 10,000 (lastmod from the data), cached like the catalogue; and the
 * build-time redirect table answered as 301s, so a crawler or a shared link lands where the SPA would.
 */
export function seoRoutes({ db, config }: AppContext, redirects: Readonly<Record<string, string>>) {
  return async (app: FastifyInstance) => {
    const cache = new AnswerCache<string>(config.catalogueCacheTtlMs);
    const originOf = (request: FastifyRequest) => publicOriginOf(config, request);
    /** Sends the XML `make` builds (cached); `make` answers null for a file that does not exist. */
    const sendXml = async (request: FastifyRequest, reply: FastifyReply, key: string, make: () => Promise<string | null>) => {
      const xml = await cache.get(key, async () => (await make()) ?? '');
      if (xml === '') return sendError(reply, 404, `Not found: GET ${request.url}`);
      return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
    };
    const hidden = { schema: { hide: true } };

    app.get('/robots.txt', hidden, async (request, reply) => {
      const lines = ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${originOf(request)}/sitemap.xml`, ''];
      return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(lines.join('\n'));
    });

    app.get('/sitemap.xml', hidden, async (request, reply) => {
      const origin = originOf(request);
      return sendXml(request, reply, `index ${origin}`, async () => sitemapIndex(origin, await sitemapFiles(db)));
    });

    app.get<{ Params: { file: string } }>('/sitemaps/:file', hidden, async (request, reply) => {
      const origin = originOf(request);
      const { file } = request.params;
      if (file === 'pages.xml') return sendXml(request, reply, `pages ${origin}`, async () => urlSet(origin, await pageUrls(db)));
      const page = PRODUCTS_FILE.exec(file)?.[1];
      return sendXml(request, reply, `products ${page ?? 'none'} ${origin}`, async () => {
        const urls = page === undefined ? [] : await productUrls(db, Number(page));
        return urls.length === 0 ? null : urlSet(origin, urls);
      });
    });

    for (const [from, to] of Object.entries(redirects)) {
      app.get(from, hidden, async (_request, reply) => reply.redirect(to, 301));
    }
  };
}
