import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context.js';
import type { FastifyReply } from 'fastify';
import { AnswerCache } from '../../http/answer-cache.js';
import { sendCachedJson } from '../../http/cached-json.js';
import { notFound } from '../../http/errors.js';
import { ErrorAnswer, Strict } from '../../http/schema-kit.js';
import { sanitizeHtml } from '../../security/sanitize-html.js';
import { listCountries } from './countries.js';
import { listFaqs } from './faqs.js';
import { listSocialLinks, loadFooter } from './footer.js';
import { loadMenu } from './menu.js';
import { findEngagement, findFixedSection, findPage, listEngagements } from './pages.js';
import { loadSettings } from './settings.js';
import { listStores } from './stores.js';
import * as S from './schemas.js';

const SlugParams = Strict({ slug: Type.String({ maxLength: 200 }) });
const FIXED_SECTION_SLUGS = ['environmental-characteristics', 'delivery-and-returns'];

/** Navigation and editorial content: menu, footer, FAQ, pages, stores, settings, countries. */
export function contentRoutes({ db, config }: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['content'];
    // Every answer here is public and changes only when editors change it: shared per key.
    const cache = new AnswerCache<unknown>(config.catalogueCacheTtlMs);
    // Sent as JSON text serialised once per entry.
    const cached = <T>(reply: FastifyReply, key: string, compute: () => Promise<T>) => sendCachedJson(reply, cache, key, compute);

    app.get('/api/menu', { schema: { tags, response: { 200: Type.Array(S.NavigationEntry) } } }, async (_request, reply) =>
      cached(reply, 'menu', () => loadMenu(db)),
    );

    app.get('/api/footer', { schema: { tags, response: { 200: Type.Array(S.FooterGroup) } } }, async (_request, reply) =>
      cached(reply, 'footer', () => loadFooter(db)),
    );

    app.get('/api/social-links', { schema: { tags, response: { 200: Type.Array(S.SocialLink) } } }, async () => {
      const rows = await listSocialLinks(db);
      return rows.map((row) => ({ name: row.name, link: row.link, logo: { url: row.logo_url } }));
    });

    // POST with an empty body, as the spec's call table has it.
    app.post('/api/faqs', { schema: { tags, response: { 200: Type.Array(S.Faq) } } }, async () => {
      const rows = await listFaqs(db);
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        question: row.question,
        answer: sanitizeHtml(row.answer),
        category: { name: row.category_name, slug: row.category_slug },
      }));
    });

    app.get(
      '/api/fixed-sections/:slug',
      { schema: { tags, params: SlugParams, response: { 200: S.HtmlSection, 404: ErrorAnswer } } },
      async (request) => {
        const slug = request.params.slug;
        const row = FIXED_SECTION_SLUGS.includes(slug) ? await findFixedSection(db, slug) : undefined;
        if (row === undefined) throw notFound('section');
        return { ...row, content: sanitizeHtml(row.content) };
      },
    );

    app.get(
      '/api/pages/:slug',
      { schema: { tags, params: SlugParams, response: { 200: S.HtmlSection, 404: ErrorAnswer } } },
      async (request) => {
        const row = await findPage(db, request.params.slug);
        if (row === undefined) throw notFound('page');
        return { ...row, content: sanitizeHtml(row.content) };
      },
    );

    const engagementOf = (row: {
      slug: string; title: string; summary: string; content: string;
      image_url: string | null; image_alt: string | null; image_blurhash: string | null;
    }) => ({
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      content: sanitizeHtml(row.content),
      image: row.image_url === null ? null : { url: row.image_url, alt_text: row.image_alt ?? '', blurhash: row.image_blurhash },
    });

    app.get('/api/engagements', { schema: { tags, response: { 200: Type.Array(S.Engagement) } } }, async () => {
      const rows = await listEngagements(db);
      return rows.map(engagementOf);
    });

    app.get(
      '/api/engagements/:slug',
      { schema: { tags, params: SlugParams, response: { 200: S.Engagement, 404: ErrorAnswer } } },
      async (request) => {
        const row = await findEngagement(db, request.params.slug);
        if (row === undefined) throw notFound('engagement');
        return engagementOf(row);
      },
    );

    app.get('/api/stores', { schema: { tags, response: { 200: Type.Array(S.Store) } } }, async () => listStores(db));

    app.get('/api/optionsets/countries', { schema: { tags, response: { 200: Type.Array(S.Country) } } }, async (_request, reply) =>
      cached(reply, 'countries', () => listCountries(db)),
    );

    app.get('/api/settings', { schema: { tags, response: { 200: S.Settings } } }, async () => {
      const settings = await loadSettings(db);
      const setting = (key: string) => settings.get(key);
      const notice = setting('store_notice') as { text: string; link?: string | null } | null | undefined;
      return {
        store_notice: notice ? { text: notice.text, link: notice.link ?? null } : null,
        newsletter_controller: String(setting('newsletter_controller') ?? ''),
        support_email: String(setting('support_email') ?? ''),
        free_delivery_from: config.freeDeliveryFrom,
      };
    });
  };
}
