import { type Kysely, sql } from 'kysely';
import { engagementPath } from '../../../../src/domain/content-pages.js';
import { faqCategoryPath, faqPath } from '../../../../src/domain/faq.js';
import { PRIVACY_POLICY_PATH } from '../../../../src/domain/newsletter-notice.js';
import { TERMS_AND_CONDITIONS_PATH } from '../../../../src/domain/legal-pages.js';
import { categoryPath, productPath, ROUTES, tagPath } from '../../../../src/domain/routes.js';
import type { Database } from '../../db/types.js';

/** Products per sitemap file: well under the protocol's 50,000 URLs, and one cheap query each. */
export const PRODUCTS_PER_SITEMAP = 10_000;

export interface SitemapUrl {
  path: string;
  /** YYYY-MM-DD, when the data says. */
  lastmod?: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A `<urlset>` of absolute URLs on `origin`. */
export function urlSet(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map(({ path, lastmod }) => `<url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` of the sitemap files at `paths` on `origin`. */
export function sitemapIndex(origin: string, files: readonly SitemapUrl[]): string {
  const entries = files.map(({ path, lastmod }) => `<sitemap><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The sitemap files: the store's pages, then the products on sale in pages, each with its newest product's date. */
export async function sitemapFiles(db: Kysely<Database>): Promise<SitemapUrl[]> {
  const { rows } = await sql<{ page: number; lastmod: Date }>`
    SELECT (n - 1) / ${PRODUCTS_PER_SITEMAP} + 1 AS page, max(created_at) AS lastmod
    FROM (SELECT row_number() OVER (ORDER BY id) AS n, created_at FROM products WHERE archived_at IS NULL) numbered
    GROUP BY 1 ORDER BY 1`.execute(db);
  return [{ path: '/sitemaps/pages.xml' }, ...rows.map((row) => ({ path: `/sitemaps/products-${row.page}.xml`, lastmod: day(row.lastmod) }))];
}

/** Every page that is not a product: home, content, categories, tags, FAQ, engagements. */
export async function pageUrls(db: Kysely<Database>): Promise<SitemapUrl[]> {
  const [categories, tags, faqs, faqCategories, engagements] = await Promise.all([
    db.selectFrom('categories').select('unique_slug').orderBy('position').orderBy('id').execute(),
    db.selectFrom('tags').select('unique_slug').orderBy('id').execute(),
    db.selectFrom('faqs').select('slug').orderBy('position').orderBy('id').execute(),
    db.selectFrom('faq_categories').select('slug').orderBy('position').orderBy('id').execute(),
    db.selectFrom('engagements').select('slug').orderBy('position').orderBy('id').execute(),
  ]);
  const fixed = [ROUTES.home, ROUTES.faq, ROUTES.contact, ROUTES.stores, '/our-story', '/our-value', PRIVACY_POLICY_PATH, TERMS_AND_CONDITIONS_PATH];
  return [
    ...fixed.map((path) => ({ path })),
    ...categories.map((row) => ({ path: categoryPath(row.unique_slug) })),
    ...tags.map((row) => ({ path: tagPath(row.unique_slug) })),
    ...faqCategories.map((row) => ({ path: faqCategoryPath(row.slug) })),
    ...faqs.map((row) => ({ path: faqPath(row.slug) })),
    ...engagements.map((row) => ({ path: engagementPath(row.slug) })),
  ];
}

/** One page of products on sale (archived ones are not) by id, with the day each was added; empty past the last page. */
export async function productUrls(db: Kysely<Database>, page: number): Promise<SitemapUrl[]> {
  const rows = await db
    .selectFrom('products')
    .select(['unique_slug', 'created_at'])
    .where('archived_at', 'is', null)
    .orderBy('id')
    .limit(PRODUCTS_PER_SITEMAP)
    .offset((page - 1) * PRODUCTS_PER_SITEMAP)
    .execute();
  return rows.map((row) => ({ path: productPath(row.unique_slug), lastmod: day(new Date(row.created_at)) }));
}
