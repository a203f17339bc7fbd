import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let server: TestApp;
let api: Client;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  await server.db.insertInto('settings').values({ key: 'support_email', value: JSON.stringify('help@storefront.test') }).execute();
});
afterAll(() => server.close());

describe('POST /api/newsletter (spec §7)', () => {
  it('subscribes and answers a message; subscribing again answers the same', async () => {
    const body = { email: 'Fan@Example.com', gender: 'f', country_code: 'lb' };
    expect(await api.post('/api/newsletter', body)).toMatchObject({ status: 200, body: { message: 'Thank you for subscribing to our newsletter!' } });
    expect((await api.post('/api/newsletter', { ...body, gender: 'm' })).status).toBe(200);
    const rows = await server.db.selectFrom('newsletter_subscriptions').selectAll().execute();
    expect(rows).toMatchObject([{ email: 'fan@example.com', gender: 'm', country_code: 'LB' }]);
  });

  it('answers field errors in data.errors', async () => {
    const answer = await api.post('/api/newsletter', { email: 'fan@example.com', gender: 'f', country_code: 'ZZ' });
    expect(answer.status).toBe(422);
    expect(answer.body.data.errors).toEqual({ country_code: 'Please choose a country from the list.' });
  });
});

describe('POST /api/contact', () => {
  it('stores the message, mails support and answers a message', async () => {
    const answer = await api.post('/api/contact', { name: 'Ada', email: 'ada@example.com', subject: 'Size', message: 'Does it run small?', order_number: 'SF-1' });
    expect(answer).toMatchObject({ status: 200, body: { message: expect.any(String) } });
    expect(await server.db.selectFrom('contact_messages').select(['name', 'order_number']).execute()).toEqual([{ name: 'Ada', order_number: 'SF-1' }]);
    const mail = await server.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ recipient: 'help@storefront.test', subject: 'Contact: Size' });
    expect(mail.body).toContain('Does it run small?');
  });

  it('requires name, e-mail, subject and message', async () => {
    const answer = await api.post('/api/contact', { name: '', email: 'x' });
    expect(answer.body.data.errors).toEqual({
      name: 'This field is required.', email: 'Please enter a valid e-mail address', subject: 'This field is required.', message: 'This field is required.',
    });
  });
});
