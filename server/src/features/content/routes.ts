import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context.js';
import type { FastifyReply } from 'fastify';
import { AnswerCache } from '../../http/answer-cache.js';
import { sendCachedJson } from '../../http/cached-json.js';
import { notFound } from '../../http/errors.js';
import { ErrorAnswer, Strict } from '../../http/schema-kit.js';
import { sanitizeHtml } from '../../security/sanitize-html.js';
import { loadMenu } from './menu.js';
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

    app.get('/api/footer', { schema: { tags, response: { 200: Type.Array(S.FooterGroup) } } }, async (_request, reply) => cached(reply, 'footer', async () => {
      const [groups, links] = await Promise.all([
        db.selectFrom('footer_groups').select(['id', 'label']).orderBy('position').orderBy('id').execute(),
        db.selectFrom('footer_links').select(['group_id', 'label', 'link']).orderBy('position').orderBy('id').execute(),
      ]);
      return groups.map((group) => ({
        label: group.label,
        links: links.filter((link) => link.group_id === group.id).map(({ label, link }) => ({ label, link })),
      }));
    }));

    app.get('/api/social-links', { schema: { tags, response: { 200: Type.Array(S.SocialLink) } } }, async () => {
      const rows = await db.selectFrom('social_links').select(['name', 'link', 'logo_url']).orderBy('position').orderBy('id').execute();
      return rows.map((row) => ({ name: row.name, link: row.link, logo: { url: row.logo_url } }));
    });

    // POST with an empty body, as the spec's call table has it.
    app.post('/api/faqs', { schema: { tags, response: { 200: Type.Array(S.Faq) } } }, async () => {
      const rows = await db
        .selectFrom('faqs as f')
        .innerJoin('faq_categories as c', 'c.id', 'f.category_id')
        .select(['f.id', 'f.slug', 'f.question', 'f.answer', 'c.name as category_name', 'c.slug as category_slug'])
        .orderBy('c.position')
        .orderBy('c.id')
        .orderBy('f.position')
        .orderBy('f.id')
        .execute();
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
        const row = FIXED_SECTION_SLUGS.includes(slug)
          ? await db.selectFrom('fixed_sections').selectAll().where('slug', '=', slug).executeTakeFirst()
          : undefined;
        if (row === undefined) throw notFound('section');
        return { ...row, content: sanitizeHtml(row.content) };
      },
    );

    app.get(
      '/api/pages/:slug',
      { schema: { tags, params: SlugParams, response: { 200: S.HtmlSection, 404: ErrorAnswer } } },
      async (request) => {
        const row = await db.selectFrom('pages').selectAll().where('slug', '=', request.params.slug).executeTakeFirst();
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
      const rows = await db.selectFrom('engagements').selectAll().orderBy('position').orderBy('id').execute();
      return rows.map(engagementOf);
    });

    app.get(
      '/api/engagements/:slug',
      { schema: { tags, params: SlugParams, response: { 200: S.Engagement, 404: ErrorAnswer } } },
      async (request) => {
        const row = await db.selectFrom('engagements').selectAll().where('slug', '=', request.params.slug).executeTakeFirst();
        if (row === undefined) throw notFound('engagement');
        return engagementOf(row);
      },
    );

    app.get('/api/stores', { schema: { tags, response: { 200: Type.Array(S.Store) } } }, async () =>
      db
        .selectFrom('stores')
        .select(['id', 'name', 'address', 'city', 'country_code', 'lat', 'lng', 'phone', 'hours', 'time_zone'])
        .orderBy('position')
        .orderBy('id')
        .execute(),
    );

    app.get('/api/optionsets/countries', { schema: { tags, response: { 200: Type.Array(S.Country) } } }, async (_request, reply) =>
      cached(reply, 'countries', () => db.selectFrom('countries').select(['code', 'shippable']).orderBy('code').execute()),
    );

    app.get('/api/settings', { schema: { tags, response: { 200: S.Settings } } }, async () => {
      const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
      const setting = (key: string) => rows.find((row) => row.key === key)?.value;
      const notice = setting('store_notice') as { text: string; link?: string | null } | null | undefined;
      return {
        store_notice: notice ? { text: notice.text, link: notice.link ?? null } : null,
        newsletter_controller: String(setting('newsletter_controller') ?? ''),
        support_email: String(setting('support_email') ?? ''),
      };
    });
  };
}
