import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from '../../server/src/http/api-headers.js';
import { insertCatalogue, registerUser } from './support/fixtures.js';
import { type Answer, type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 14: bad input never gives a 5xx, and every error, from any layer, has one shape and
// the API's security headers.

let server: TestApp;
let api: Client;
let token: string;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  await insertCatalogue(server.db);
  token = (await registerUser(api, 'hostile@example.com')).token;
});
afterAll(() => server.close());

const NOT_ALLOWED = 'Contains characters that are not allowed.';

function expectErrorAnswer(answer: Answer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.body).toEqual({ message: expect.any(String), data: expect.objectContaining({ errors: expect.any(Object) }) });
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(answer.headers[name], name).toBe(value);
}

describe('control characters', () => {
  it('refuses a NUL byte in a body text field with 422', async () => {
    const answer = await api.post('/api/products', { search: 'bla\u0000ck' });
    expectErrorAnswer(answer, 422);
    expect(answer.body.data.errors).toEqual({ search: NOT_ALLOWED });
  });

  it('refuses a NUL byte nested in a body', async () => {
    const answer = await api.post('/api/products/cart/quote', { items: [], coupons: ['TE\u0000N'] });
    expectErrorAnswer(answer, 422);
    expect(answer.body.data.errors).toEqual({ 'coupons.0': NOT_ALLOWED });
  });

  it('refuses other control characters in a body but keeps line breaks and tabs', async () => {
    const bell = await api.post('/api/contact', { name: 'Ada', email: 'a@example.com', subject: 'Hi\u0007', message: 'x' });
    expectErrorAnswer(bell, 422);
    expect(bell.body.data.errors).toEqual({ subject: NOT_ALLOWED });
    const lines = await api.post('/api/contact', { name: 'Ada', email: 'a@example.com', subject: 'Hi', message: 'one\r\n\ttwo' });
    expect(lines.status).toBe(200);
  });

  it('refuses a NUL byte in a path parameter', async () => {
    const answer = await api.get('/api/products/a%00b');
    expectErrorAnswer(answer, 422);
    expect(answer.body.data.errors).toEqual({ slug: NOT_ALLOWED });
  });

  it('refuses control characters in a query', async () => {
    const answer = await api.get('/api/categories/women/products?brand=ac%00me&size=%0A');
    expectErrorAnswer(answer, 422);
    expect(answer.body.data.errors).toEqual({ brand: NOT_ALLOWED, size: NOT_ALLOWED });
  });
});

describe('integers beyond their columns', () => {
  it.each([
    ['an address id', () => api.get('/api/account/addresses/2147483648', token)],
    ['an order id', () => api.get('/api/account/orders/2147483648', token)],
    ['a wishlist product id', () => api.post('/api/products/wishlist', { product_id: 2147483648 }, token)],
    ['a cart product_id', () => api.post('/api/products/cart/quote', { items: [{ product_id: 2147483648, quantity: 1 }], coupons: [] })],
    ['price_min', () => api.get('/api/categories/women/products?price_min=2147483648')],
    ['price_max', () => api.get('/api/tags/summer/products?price_max=99999999999')],
    ['page', () => api.get('/api/categories/women/products?page=99999999999999999999')],
    ['a shipping address id', () => api.post('/api/products/shipping-fee', { address_id: 2147483648 }, token)],
  ])('%s answers 422', async (_what, call) => {
    expectErrorAnswer(await call(), 422);
  });

  it('still takes the largest id a column holds (and finds nothing)', async () => {
    expectErrorAnswer(await api.get('/api/account/addresses/2147483647', token), 404);
  });
});

describe('router-level refusals', () => {
  it('answers a malformed percent-encoding in the error shape with the API headers', async () => {
    const answer = await api.get('/api/%ff');
    expectErrorAnswer(answer, 400);
    expect(answer.body.message).toBe('The address is not valid.');
  });

  it('answers a path parameter over 100 characters with 414 in the error shape', async () => {
    const answer = await api.get(`/api/products/${'a'.repeat(101)}`);
    expectErrorAnswer(answer, 414);
    expect(answer.body.message).toBe('The address is too long.');
  });

  it('answers an unknown API route with the API headers', async () => {
    expectErrorAnswer(await api.get('/api/nothing-here'), 404);
  });

  it('answers a text/plain body with 415 (docs/api.md)', async () => {
    const answer = await api.call('POST', '/api/products', { raw: 'search=black', headers: { 'content-type': 'text/plain' } });
    expectErrorAnswer(answer, 415);
    expect(answer.body.message).toBe('Unsupported content type.');
  });
});

describe('blank required fields', () => {
  it('refuses a first name of blanks at registration', async () => {
    const answer = await api.post('/api/auth/register', { first_name: '   ', last_name: 'Lovelace', email: 'blank@example.com', password: 'Secret#2030', accept_terms: true });
    expectErrorAnswer(answer, 422);
    expect(answer.body.data.errors).toEqual({ first_name: 'This field is required.' });
  });

  it('refuses a street of blanks in an address', async () => {
    const answer = await api.post(
      '/api/account/addresses',
      { first_name: 'Ada', last_name: 'Lovelace', phone: '+961 1 234 567', country_code: 'LB', city: 'Beirut', area: 'Hamra', street: ' \t ' },
      token,
    );
    expectErrorAnswer(answer, 422);
    expect(answer.body.data.errors).toEqual({ street: 'This field is required.' });
  });
});

describe('lookups by name', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('/media/social/%s.svg is not found', async (name) => {
    const answer = await api.get(`/media/social/${name}.svg`);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('This image does not exist.');
  });
});

describe('the OpenAPI document', () => {
  it('bounds every integer a request takes to what an integer column holds', async () => {
    const document = (await api.get('/api/docs/json')).body;
    const unbounded: string[] = [];
    const walk = (schema: unknown, where: string) => {
      if (typeof schema !== 'object' || schema === null) return;
      const node = schema as Record<string, unknown>;
      if (node.type === 'integer' || node.type === 'number') {
        if (typeof node.maximum !== 'number' || node.maximum > 2147483647 || typeof node.minimum !== 'number' || node.minimum < -2147483648) unbounded.push(where);
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${where}.${key}`);
    };
    for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, Record<string, unknown>>>)) {
      for (const [method, operation] of Object.entries(methods)) {
        walk(operation.parameters, `${method} ${path} parameters`);
        walk(operation.requestBody, `${method} ${path} body`);
      }
    }
    expect(unbounded).toEqual([]);
  });
});
