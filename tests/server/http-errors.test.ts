import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/src/config.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let server: TestApp;
let api: Client;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
});
afterAll(() => server.close());

describe('error answers', () => {
  it('answers 400 in the error shape for malformed JSON', async () => {
    const answer = await api.call('POST', '/api/newsletter', { raw: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'The request body is not valid JSON.', data: { errors: {} } });
  });

  it('treats an empty JSON body as no body', async () => {
    const faqs = await api.call('POST', '/api/faqs', { raw: '', headers: { 'content-type': 'application/json' } });
    expect(faqs.status).toBe(200);
    const newsletter = await api.call('POST', '/api/newsletter', { raw: '', headers: { 'content-type': 'application/json' } });
    expect(newsletter.status).toBe(422);
    expect(newsletter.body.data.errors).toEqual({ body: 'Must be an object.' });
  });

  it('rejects prototype poisoning', async () => {
    const answer = await api.call('POST', '/api/newsletter', { raw: '{"__proto__":{"x":1},"email":"a@b.co"}', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
  });

  it('answers 413 for a body over 64 KiB', async () => {
    const answer = await api.post('/api/contact', { name: 'x', email: 'a@b.co', subject: 's', message: 'x'.repeat(70 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The request body is too large.');
  });

  it('answers 404 JSON for unknown API routes and methods', async () => {
    const unknown = await api.get('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Not found: GET /api/nothing-here', data: { errors: {} } });
    expect((await api.call('PUT', '/api/menu', { body: {} })).status).toBe(404);
  });

  it('answers 422 with one message per field, every field checked', async () => {
    const answer = await api.post('/api/newsletter', { email: 'not-an-email', gender: 'x' });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'The given data was invalid.',
      data: { errors: { email: 'Please enter a valid e-mail address', gender: 'Must be one of: m, f.', country_code: 'This field is required.' } },
    });
  });

  it('rejects a body that is not an object', async () => {
    const answer = await api.call('POST', '/api/newsletter', { raw: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(422);
    expect(answer.body.data.errors).toEqual({ body: 'Must be an object.' });
  });

  it('never coerces types: "5" is not an integer in a body', async () => {
    const answer = await api.post('/api/coupons/check', { code: 'X', items: [{ quantity: '5', product_id: 1 }] });
    expect(answer.status).toBe(422);
    expect(answer.body.data.errors).toEqual({ 'items.0.quantity': 'Must be an integer.' });
  });

  it('answers 415 for an unsupported content type', async () => {
    const answer = await api.call('POST', '/api/newsletter', { raw: '<email/>', headers: { 'content-type': 'application/xml' } });
    expect(answer.status).toBe(415);
  });

  it('keeps /api/docs off in production unless API_DOCS=1 turns it on', async () => {
    expect(configFromEnv({}).apiDocs).toBe(true);
    expect(configFromEnv({ API_DOCS: '0' }).apiDocs).toBe(false);
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example', MAIL_TRANSPORT: 'outbox' };
    expect(configFromEnv(production).apiDocs).toBe(false);
    expect(configFromEnv({ ...production, API_DOCS: '1' }).apiDocs).toBe(true);
    const off = await startTestApp({ config: { nodeEnv: 'production', apiDocs: false } });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        const answer = await off.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json()).toEqual({ message: `Not found: GET ${url}`, data: { errors: {} } });
      }
    } finally {
      await off.close();
    }
  });

  it('serves the OpenAPI document at /api/docs/json and the UI at /api/docs', async () => {
    const json = await api.get('/api/docs/json');
    expect(json.status).toBe(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(Object.keys(json.body.paths)).toEqual(expect.arrayContaining(['/api/products', '/api/orders', '/api/auth/forgot-password', '/api/products/{slug}']));
    expect(json.body.paths['/api/auth/me'].get.security).toEqual([{ bearer: [] }]);
    expect(json.body.paths['/api/menu'].get.security).toBeUndefined();
    const ui = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('sends documents a strict Content-Security-Policy without unsafe-inline scripts', async () => {
    // The OpenAPI page and a page of the SPA's paths stand for every document the server sends.
    for (const url of ['/api/docs', '/categories/women']) {
      const answer = await server.app.inject({ method: 'GET', url });
      expect(answer.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      const csp = String(answer.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, url).toContain("img-src 'self' data: blob:");
    }
  });

  it('sends JSON answers, errors included, the fixed API headers: nothing may load, frame or sniff them', async () => {
    for (const answer of [await api.get('/api/menu'), await api.post('/api/products', { search: 'x' }), await api.get('/api/auth/me')]) {
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

describe('refusals of the HTTP parser', () => {
  let base: string;
  beforeAll(async () => {
    base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  });

  const API_HEADERS = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };

  it('answers an over-long address with 431 in the error shape, with the API headers', async () => {
    const answer = await fetch(`${base}/api/products?search=${'a'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(Object.fromEntries(answer.headers)).toMatchObject({ ...API_HEADERS, 'content-type': 'application/json; charset=utf-8' });
    expect(await answer.json()).toEqual({ message: 'The request headers or address are too large.', data: { errors: {} } });
  });

  it('answers over-long headers the same way', async () => {
    const answer = await fetch(`${base}/api/settings`, { headers: { cookie: `c=${'x'.repeat(20_000)}` } });
    expect(answer.status).toBe(431);
    expect(Object.fromEntries(answer.headers)).toMatchObject(API_HEADERS);
    expect(((await answer.json()) as { message: string }).message).toBe('The request headers or address are too large.');
  });

  it('answers a malformed request line with 400 in the error shape', async () => {
    const { connect } = await import('node:net');
    const url = new URL(base);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => socket.write('GET /api/settings HTTP/9\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(raw).toContain("content-security-policy: default-src 'none'; frame-ancestors 'none'");
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ message: 'The request is malformed.', data: { errors: {} } });
  });
});
