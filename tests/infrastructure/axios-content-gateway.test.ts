import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/application';
import { AxiosContentGateway } from '@/infrastructure/http/axios-content-gateway';
import { AxiosNewsletterGateway } from '@/infrastructure/http/axios-newsletter-gateway';
import { AxiosSettingsGateway } from '@/infrastructure/http/axios-settings-gateway';
import { answer, useMswServer } from '../support/msw/server';
import { testClient } from '../support/msw/client';

const server = useMswServer();
const content = () => new AxiosContentGateway(testClient().http);

describe('content calls of spec §7', () => {
  it('POST /api/faqs with an empty body', async () => {
    const faqs = [{ id: 1, slug: 'returns', question: 'Returns?', answer: '<p>30 days</p>', category: { name: 'Orders', slug: 'orders' } }];
    const seen = answer(server, 'post', '/api/faqs', faqs);
    expect(await content().faqs()).toEqual(faqs);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.text).toBe('');
    expect(seen[0]!.headers.get('content-type')).toBeNull();
  });

  it('GET /api/fixed-sections/{slug} for both fixed sections', async () => {
    const env = answer(server, 'get', '/api/fixed-sections/environmental-characteristics', { slug: 'environmental-characteristics', title: 'Env', content: '<p/>' });
    const delivery = answer(server, 'get', '/api/fixed-sections/delivery-and-returns', { slug: 'delivery-and-returns', title: 'Delivery', content: '<p/>' });
    expect((await content().fixedSection('environmental-characteristics')).title).toBe('Env');
    expect((await content().fixedSection('delivery-and-returns')).title).toBe('Delivery');
    expect([env.length, delivery.length]).toEqual([1, 1]);
  });

  it('GET /api/optionsets/countries, /api/menu, /api/footer and /api/social-links', async () => {
    const countries = answer(server, 'get', '/api/optionsets/countries', [{ code: 'LB', shippable: true }]);
    const menu = answer(server, 'get', '/api/menu', []);
    const footer = answer(server, 'get', '/api/footer', [{ label: 'Help', links: [{ label: 'FAQ', link: '/faq' }] }]);
    const social = answer(server, 'get', '/api/social-links', [{ link: 'https://instagram.com/x', logo: { url: '/media/ig.svg' } }]);
    const gateway = content();
    expect(await gateway.countries()).toEqual([{ code: 'LB', shippable: true }]);
    expect(await gateway.menu()).toEqual([]);
    expect((await gateway.footer())[0]!.links[0]!.link).toBe('/faq');
    expect((await gateway.socialLinks())[0]!.logo.url).toBe('/media/ig.svg');
    expect([countries, menu, footer, social].map((seen) => seen[0]!.method)).toEqual(['GET', 'GET', 'GET', 'GET']);
  });

  it('reads pages, engagements and stores from their paths', async () => {
    answer(server, 'get', '/api/pages/our-story', { slug: 'our-story', title: 'Our story', content: '' });
    answer(server, 'get', '/api/engagements', [{ slug: 'fair', title: 'Fair', summary: '', content: '', image: null }]);
    answer(server, 'get', '/api/engagements/fair', { slug: 'fair', title: 'Fair', summary: '', content: '', image: null });
    answer(server, 'get', '/api/stores', [{ id: 1, name: 'Hamra' }]);
    const gateway = content();
    expect((await gateway.page('our-story')).title).toBe('Our story');
    expect(await gateway.engagements()).toHaveLength(1);
    expect((await gateway.engagement('fair')).slug).toBe('fair');
    expect(await gateway.stores()).toEqual([{ id: 1, name: 'Hamra' }]);
  });

  it('sends the contact form and answers the message; an empty order number is left out', async () => {
    const seen = answer(server, 'post', '/api/contact', { message: 'Thank you, we will answer soon.' });
    const message = await content().contact({ name: 'Lea', email: 'lea@example.com', subject: 'Hi', message: 'Hello', order_number: '' });
    expect(message).toBe('Thank you, we will answer soon.');
    expect(seen[0]!.json).toEqual({ name: 'Lea', email: 'lea@example.com', subject: 'Hi', message: 'Hello' });
  });
});

describe('settings', () => {
  it('GET /api/settings', async () => {
    const settings = { store_notice: { text: 'Free delivery', link: null }, newsletter_controller: 'Storefront SAL', support_email: 'help@example.com' };
    answer(server, 'get', '/api/settings', settings);
    expect(await new AxiosSettingsGateway(testClient().http).settings()).toEqual(settings);
  });
});

describe('newsletter (spec §7, §8)', () => {
  it('POST /api/newsletter sends {email, gender, country_code} and answers the message', async () => {
    const seen = answer(server, 'post', '/api/newsletter', { message: 'You are subscribed.' });
    const message = await new AxiosNewsletterGateway(testClient().http).subscribe({ email: 'lea@example.com', gender: 'f', country_code: 'LB' });
    expect(message).toBe('You are subscribed.');
    expect(seen[0]!.text).toBe('{"email":"lea@example.com","gender":"f","country_code":"LB"}');
  });

  it("a refusal is a ValidationError carrying the server's data.errors by field, and is logged", async () => {
    const body = { message: 'Invalid', data: { errors: { email: 'This e-mail is already subscribed', country_code: 'Unknown country' } } };
    answer(server, 'post', '/api/newsletter', body, { status: 422 });
    const client = testClient();
    const error = await new AxiosNewsletterGateway(client.http).subscribe({ email: 'a@b.co', gender: 'm', country_code: 'ZZ' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual(body.data.errors);
    expect(client.logger.error).toHaveBeenCalledWith('Request failed: POST /api/newsletter', expect.objectContaining({ data: body }));
  });
});
