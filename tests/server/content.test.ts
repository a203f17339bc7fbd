import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let server: TestApp;
let api: Client;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  const { db } = server;
  const { dresses, summer } = await insertCatalogue(db);
  const sale = await db.insertInto('menu_entries').values({ label: 'Sale', type: 'custom', link: '/tags/summer', position: 2 }).returning('id').executeTakeFirstOrThrow();
  const women = await db
    .insertInto('menu_entries')
    .values({ label: 'Women', type: 'category', category_id: dresses.id, image_url: '/media/static/w.svg', image_title: 'New season', image_link: '/tags/summer', position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const column = await db.insertInto('menu_columns').values({ entry_id: women.id, heading: 'Shop by category', boldface_first_link: true }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('menu_links').values([
    { column_id: column.id, label: 'Dresses', type: 'category', category_id: dresses.id, position: 1 },
    { column_id: column.id, label: 'Summer', type: 'tag', tag_id: summer.id, position: 2 },
  ]).execute();
  expect(sale.id).toBeGreaterThan(0);
  const help = await db.insertInto('footer_groups').values({ label: 'Help' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('footer_links').values([{ group_id: help.id, label: 'FAQ', link: '/faq' }, { group_id: help.id, label: 'Contact', link: '/contact-us', position: 1 }]).execute();
  await db.insertInto('social_links').values({ name: 'Instagram', link: 'https://instagram.com/store', logo_url: '/media/static/instagram.svg' }).execute();
  const delivery = await db.insertInto('faq_categories').values({ name: 'Delivery', slug: 'delivery' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('faqs').values({ category_id: delivery.id, slug: 'how-long', question: 'How long?', answer: '<p onclick="x()">Two days</p><img src=x onerror=alert(1)>' }).execute();
  await db.insertInto('fixed_sections').values({ slug: 'delivery-and-returns', title: 'Delivery', content: '<h2>Fast</h2>' }).execute();
  await db.insertInto('pages').values({ slug: 'our-story', title: 'Our story', content: '<p>Since 1990</p>' }).execute();
  await db.insertInto('engagements').values({ slug: 'eco', title: 'Eco', summary: 'Greener', content: '<p>Less water</p>', image_url: '/e.svg', image_alt: 'Leaf' }).execute();
  await db.insertInto('stores').values({
    name: 'Hamra', address: 'Hamra Street', city: 'Beirut', country_code: 'LB', lat: 33.8966, lng: 35.4823, phone: '+961 1 111 111',
    hours: JSON.stringify([{ days: 'Mon–Sat', opens: '10:00', closes: '20:00' }]),
  }).execute();
  await db.insertInto('settings').values([
    { key: 'store_notice', value: JSON.stringify({ text: 'Free delivery in Lebanon', link: '/content/delivery' }) },
    { key: 'newsletter_controller', value: JSON.stringify('Storefront SAL') },
    { key: 'support_email', value: JSON.stringify('help@storefront.test') },
  ]).execute();
});
afterAll(() => server.close());

describe('content calls', () => {
  it('GET /api/menu answers navigation entries with mega-menu columns', async () => {
    const answer = await api.get('/api/menu');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        label: 'Women', type: 'category', link: null, category: { unique_slug: 'women-dresses' }, tag: null,
        megamenu_columns: [{
          heading: 'Shop by category',
          boldface_first_link: true,
          links: [
            { label: 'Dresses', type: 'category', link: null, category: { unique_slug: 'women-dresses' }, tag: null },
            { label: 'Summer', type: 'tag', link: null, category: null, tag: { unique_slug: 'summer' } },
          ],
        }],
        image: { url: '/media/static/w.svg', title: 'New season' },
        image_link: '/tags/summer',
      },
      { label: 'Sale', type: 'custom', link: '/tags/summer', category: null, tag: null, megamenu_columns: [], image: null, image_link: null },
    ]);
  });

  it('GET /api/footer answers groups with links', async () => {
    expect((await api.get('/api/footer')).body).toEqual([{ label: 'Help', links: [{ label: 'FAQ', link: '/faq' }, { label: 'Contact', link: '/contact-us' }] }]);
  });

  it('GET /api/social-links answers link and logo.url', async () => {
    expect((await api.get('/api/social-links')).body).toEqual([{ name: 'Instagram', link: 'https://instagram.com/store', logo: { url: '/media/static/instagram.svg' } }]);
  });

  it('POST /api/faqs answers sanitised FAQs with their category', async () => {
    const answer = await api.call('POST', '/api/faqs');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([{ id: expect.any(Number), slug: 'how-long', question: 'How long?', answer: '<p>Two days</p>', category: { name: 'Delivery', slug: 'delivery' } }]);
  });

  it('GET /api/fixed-sections/{slug} answers known sections and 404 otherwise', async () => {
    expect((await api.get('/api/fixed-sections/delivery-and-returns')).body).toEqual({ slug: 'delivery-and-returns', title: 'Delivery', content: '<h2>Fast</h2>' });
    expect((await api.get('/api/fixed-sections/environmental-characteristics')).status).toBe(404);
    expect((await api.get('/api/fixed-sections/anything')).status).toBe(404);
  });

  it('GET /api/pages/{slug} answers a page or 404', async () => {
    expect((await api.get('/api/pages/our-story')).body).toEqual({ slug: 'our-story', title: 'Our story', content: '<p>Since 1990</p>' });
    expect((await api.get('/api/pages/privacy-policy')).status).toBe(404);
  });

  it('GET /api/engagements lists and reads engagements', async () => {
    const one = { slug: 'eco', title: 'Eco', summary: 'Greener', content: '<p>Less water</p>', image: { url: '/e.svg', alt_text: 'Leaf', blurhash: null } };
    expect((await api.get('/api/engagements')).body).toEqual([one]);
    expect((await api.get('/api/engagements/eco')).body).toEqual(one);
    expect((await api.get('/api/engagements/none')).status).toBe(404);
  });

  it('GET /api/stores answers stores with coordinates and hours', async () => {
    expect((await api.get('/api/stores')).body).toEqual([{
      id: expect.any(Number), name: 'Hamra', address: 'Hamra Street', city: 'Beirut', country_code: 'LB', lat: 33.8966, lng: 35.4823,
      phone: '+961 1 111 111', hours: [{ days: 'Mon–Sat', opens: '10:00', closes: '20:00' }], time_zone: 'Asia/Beirut',
    }]);
  });

  it('GET /api/optionsets/countries answers the 249 ISO countries with shippable', async () => {
    const answer = await api.get('/api/optionsets/countries');
    expect(answer.body).toHaveLength(249);
    expect(answer.body).toContainEqual({ code: 'LB', shippable: true });
    expect(answer.body).toContainEqual({ code: 'SY', shippable: false });
  });

  it('GET /api/settings answers the store notice, newsletter controller and support e-mail', async () => {
    expect((await api.get('/api/settings')).body).toEqual({
      store_notice: { text: 'Free delivery in Lebanon', link: '/content/delivery' },
      newsletter_controller: 'Storefront SAL',
      support_email: 'help@storefront.test',
      free_delivery_from: null,
    });
  });
});
