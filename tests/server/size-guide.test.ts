import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, insertCatalogue, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertSizeCharts } from '../../server/src/seed/insert/size-charts.js';

// Issue 34: a category's size chart, inherited by its children unless they have their own, the
// model's size on the product page, and the size a shopper found kept in the account.

let server: TestApp;
let api: Client;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
  // The seed's charts: "women" for the Women department; the shoes chart for our "women-shoes" too.
  await insertSizeCharts(server.db, new Map([['women', catalogue.women.id], ['sneakers', catalogue.shoes.id]]));
  await server.db.insertInto('product_models').values({ product_id: catalogue.linenDress.id, height_cm: 175, size: 'S' }).execute();
});
afterAll(() => server.close());

describe('the size guide of a product', () => {
  it('a child category inherits its parent\'s chart; the model\'s height and size come along', async () => {
    const { size_guide } = (await api.get('/api/products/linen-summer-dress')).body;
    expect(size_guide.model).toEqual({ height_cm: 175, size: 'S' });
    expect(size_guide.chart.slug).toBe('women');
    expect(size_guide.chart.measures).toEqual(['height', 'bust', 'waist', 'hips']);
    expect(size_guide.chart.rows[1]).toEqual({ size: 'S', measures: { height: { min: 158, max: 166 }, bust: { min: 83, max: 87 }, waist: { min: 65, max: 69 }, hips: { min: 91, max: 95 } } });
  });

  it('a category with a chart of its own uses it', async () => {
    const { size_guide } = (await api.get('/api/products/canvas-sneaker')).body;
    expect(size_guide.chart.slug).toBe('shoes');
    expect(size_guide.model).toBeNull();
  });
});

describe('the sizes a shopper found, kept in the account', () => {
  it('keeps one size per chart, refuses a size the chart does not have, and is private', async () => {
    const { token } = await registerUser(api, 'finder@example.com');
    expect((await api.get('/api/account/sizes', token)).body).toEqual([]);
    const kept = await api.put('/api/account/sizes/women', { size: 'M', measurements: { height: 168, bust: 90 } }, token);
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual([{ chart: 'women', size: 'M', measurements: { height: 168, bust: 90 } }]);
    expect((await api.put('/api/account/sizes/women', { size: 'L', measurements: { waist: 77 } }, token)).body).toEqual([{ chart: 'women', size: 'L', measurements: { waist: 77 } }]);
    const wrongSize = await api.put('/api/account/sizes/women', { size: '44', measurements: {} }, token);
    expect(wrongSize.status).toBe(422);
    expect(wrongSize.body.data.errors).toEqual({ size: 'This size is not one of the chart.' });
    expect((await api.put('/api/account/sizes/women', { size: 'M', measurements: { bust: 900 } }, token)).status).toBe(422);
    expect((await api.put('/api/account/sizes/nope', { size: 'M', measurements: {} }, token)).status).toBe(404);
    expect((await api.get('/api/account/sizes')).status).toBe(401);
    const other = await registerUser(api, 'other-finder@example.com');
    expect((await api.get('/api/account/sizes', other.token)).body).toEqual([]);
  });
});
