/** Inserts editorial content: home, pages, FAQ, stores, footer, social links, settings, coupons. */
import { type Kysely } from 'kysely';
import { type Database } from '../../db/types.js';
import { garmentBlurhash } from '../blurhash.js';
import { colourBySlug } from '../colors.js';
import { COUPONS } from '../content/coupons.js';
import { FAQ, faqSlug } from '../content/faq.js';
import { COLLECTIONS, HERO_BANNERS, SETTINGS, type Visual } from '../content/home.js';
import { FOOTER, SOCIAL } from '../content/navigation.js';
import { ENGAGEMENTS, FIXED_SECTIONS, PAGES } from '../content/pages.js';
import { STORES } from '../content/stores.js';
import { drawingPhotoUrl } from '../drawing-photo-url.js';
import { socialLogoUrl } from '../social-logos.js';

const DAY = 86_400_000;

function image(v: Pick<Visual, 'garment' | 'color' | 'view'>) {
  const hex = colourBySlug(v.color)?.hex;
  if (hex === undefined) throw new Error(`Unknown colour ${v.color}`);
  return { image_url: drawingPhotoUrl(v.garment, v.color, v.view), image_blurhash: garmentBlurhash(v.garment, hex, v.view) };
}

/** Inserts all content that does not depend on the catalogue's ids. */
export async function insertContent(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .insertInto('hero_banners')
    .values(HERO_BANNERS.map((h, position) => ({ title: h.title, subtitle: h.subtitle, cta: h.cta, link: h.link, image_alt: h.alt, ...image(h), position })))
    .execute();
  await db.insertInto('collections').values(COLLECTIONS.map((c, position) => ({ title: c.title, link: c.link, image_alt: c.alt, ...image(c), position }))).execute();
  await db.insertInto('pages').values([...PAGES]).execute();
  await db.insertInto('fixed_sections').values([...FIXED_SECTIONS]).execute();
  await db
    .insertInto('engagements')
    .values(
      ENGAGEMENTS.map((e, position) => ({
        slug: e.slug,
        title: e.title,
        summary: e.summary,
        content: e.content,
        image_alt: `${e.title}: a garment from the collection`,
        ...image({ garment: e.garment, color: e.color, view: 'front' }),
        position,
      })),
    )
    .execute();
  for (const [position, category] of FAQ.entries()) {
    const { id } = await db.insertInto('faq_categories').values({ name: category.name, slug: category.slug, position }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('faqs')
      .values(category.questions.map((q, i) => ({ category_id: id, slug: faqSlug(q.question), question: q.question, answer: q.answer, position: i })))
      .execute();
  }
  await db.insertInto('stores').values(STORES.map((s, position) => ({ ...s, country_code: 'LB', hours: JSON.stringify(s.hours), position }))).execute();
  for (const [position, group] of FOOTER.entries()) {
    const { id } = await db.insertInto('footer_groups').values({ label: group.label, position }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('footer_links').values(group.links.map((l, i) => ({ group_id: id, label: l.label, link: l.link, position: i }))).execute();
  }
  await db.insertInto('social_links').values(SOCIAL.map((s, position) => ({ name: s.name, link: s.link, logo_url: socialLogoUrl(s.slug), position }))).execute();
  await db.insertInto('settings').values(Object.entries(SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value) }))).execute();
  await db
    .insertInto('coupons')
    .values(
      COUPONS.map((c) => ({
        code: c.code,
        type: c.type,
        amount: c.amount,
        min_subtotal: c.min_subtotal,
        expires_at: c.expires_in_days === null ? null : new Date(now.getTime() + c.expires_in_days * DAY),
        allow_free_shipping: c.allow_free_shipping,
      })),
    )
    .execute();
}
