import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, createAddress, insertCatalogue, LEBANESE_ADDRESS, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 34: reviews by buyers. Who may write one (an order of theirs not cancelled), what it may
// say, and the reporting rule (three different accounts hide it until a moderator decides).

let server: TestApp;
let api: Client;
let catalogue: Catalogue;
let keys = 0;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
  // Enough black S dresses for every buyer here.
  await server.db.updateTable('variants').set({ stock: 100 }).where('id', '=', catalogue.linenDress.variantIds[0]!).execute();
});
afterAll(() => server.close());

/** A signed-in shopper who ordered the linen dress (black S) from their cart, cash on delivery. */
async function buyer(email: string) {
  const { token, id } = await registerUser(api, email);
  const addressId = await createAddress(api, token, LEBANESE_ADDRESS);
  await api.post('/api/products/cart', { items: [{ quantity: 1, product_id: catalogue.linenDress.variantIds[0], raw: false }] }, token);
  const order = await api.post(
    '/api/orders',
    { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'cod', insurance: false },
    token,
    { 'idempotency-key': `review-${(keys += 1)}-${Date.now()}` },
  );
  if (order.status !== 201) throw new Error(`order failed: ${order.status} ${JSON.stringify(order.body)}`);
  return { token, id, orderId: order.body.id as number };
}

const review = { rating: 4, size: 'S', fit: 'runs_small', title: 'Lovely linen', text: 'Soft and cool.\n<b>Not bold</b>' };
const reviewsOf = (productId: number, token?: string, query = '') => api.get(`/api/products/${productId}/reviews${query}`, token);

describe('who may review', () => {
  it('a buyer reviews once; the text is kept as plain text and shown with "Verified buyer" and the size', async () => {
    const { token } = await buyer('reviewer-one@example.com');
    expect((await reviewsOf(catalogue.linenDress.id, token)).body.refusal).toBeNull();
    const created = await api.post(`/api/products/${catalogue.linenDress.id}/reviews`, review, token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ author: 'Ada L.', rating: 4, size: 'S', fit: 'runs_small', text: 'Soft and cool.\n<b>Not bold</b>', verified_buyer: true, mine: true });

    const again = await api.post(`/api/products/${catalogue.linenDress.id}/reviews`, review, token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reviewed this item. You can edit your review instead.');

    const page = (await reviewsOf(catalogue.linenDress.id, token)).body;
    expect(page.refusal).toBe('You have already reviewed this item. You can edit your review instead.');
    expect(page.mine.id).toBe(created.body.id);
    expect(page.summary).toMatchObject({ average: 4, count: 1, distribution: [0, 0, 0, 1, 0] });
  });

  it("the product's card carries its reviews' average and count; a product without reviews has none", async () => {
    const cards = (await api.get('/api/categories/women/products?perpage=24')).body.rows as { id: number; rating_summary: unknown }[];
    expect(cards.find((card) => card.id === catalogue.linenDress.id)?.rating_summary).toEqual({ average: 4, count: 1 });
    expect(cards.find((card) => card.id === catalogue.silkDress.id)?.rating_summary).toBeNull();
  });

  it('a shopper who did not buy it is refused with the message, and a guest must sign in', async () => {
    const { token } = await registerUser(api, 'not-a-buyer@example.com');
    const refused = await api.post(`/api/products/${catalogue.linenDress.id}/reviews`, review, token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Only customers who bought this item can review it', data: { errors: {} } });
    expect((await reviewsOf(catalogue.linenDress.id, token)).body.refusal).toBe('Only customers who bought this item can review it');
    expect((await api.post(`/api/products/${catalogue.linenDress.id}/reviews`, review)).status).toBe(401);
    expect((await reviewsOf(catalogue.linenDress.id)).body.refusal).toBe('Sign in to review this item.');
  });

  it('a cancelled order does not count as a purchase', async () => {
    const { token, orderId } = await buyer('cancelled-buyer@example.com');
    await server.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', orderId).execute();
    expect((await api.post(`/api/products/${catalogue.linenDress.id}/reviews`, review, token)).status).toBe(403);
  });

  it('checks the draft with the domain\'s messages', async () => {
    const { token } = await buyer('careless-buyer@example.com');
    const refused = await api.post(`/api/products/${catalogue.linenDress.id}/reviews`, { rating: 0, size: 'XXL', fit: 'tight', text: 'x'.repeat(2001) }, token);
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors).toEqual({
      rating: 'Please choose a rating from 1 to 5 stars.',
      size: 'Please choose the size you bought.',
      fit: 'Please tell us how it fits.',
      text: 'Your review can be up to 2,000 characters.',
    });
  });

  it('the author edits and deletes their review; another shopper cannot', async () => {
    const { token } = await buyer('editor@example.com');
    const created = await api.post(`/api/products/${catalogue.linenDress.id}/reviews`, review, token);
    const other = await registerUser(api, 'stranger@example.com');
    expect((await api.put(`/api/reviews/${created.body.id}`, { ...review, rating: 1 }, other.token)).status).toBe(404);
    const edited = await api.put(`/api/reviews/${created.body.id}`, { ...review, rating: 5, fit: 'true_to_size', title: '' }, token);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ rating: 5, fit: 'true_to_size', title: '' });
    expect((await api.delete(`/api/reviews/${created.body.id}`, other.token)).status).toBe(404);
    expect((await api.delete(`/api/reviews/${created.body.id}`, token)).status).toBe(204);
    expect((await reviewsOf(catalogue.linenDress.id, token)).body.mine).toBeNull();
  });
});

describe('the reporting rule', () => {
  it('hides a review reported by three different accounts until a moderator decides', async () => {
    const author = await buyer('reported-author@example.com');
    const created = await api.post(`/api/products/${catalogue.linenDress.id}/reviews`, { ...review, rating: 1 }, author.token);
    const visible = async () => (await reviewsOf(catalogue.linenDress.id)).body.rows.some((row: { id: number }) => row.id === created.body.id);
    const reporters = await Promise.all(['r1', 'r2', 'r3'].map((name) => registerUser(api, `${name}-reporter@example.com`)));

    expect((await api.post(`/api/reviews/${created.body.id}/reports`, undefined, author.token)).status).toBe(422);
    expect((await api.post(`/api/reviews/${created.body.id}/reports`, undefined)).status).toBe(401);
    expect((await api.post(`/api/reviews/${created.body.id}/reports`, undefined, reporters[0]!.token)).status).toBe(204);
    // The same account twice is still one report.
    expect((await api.post(`/api/reviews/${created.body.id}/reports`, undefined, reporters[0]!.token)).status).toBe(204);
    expect((await api.post(`/api/reviews/${created.body.id}/reports`, undefined, reporters[1]!.token)).status).toBe(204);
    expect(await visible()).toBe(true);
    expect((await api.post(`/api/reviews/${created.body.id}/reports`, undefined, reporters[2]!.token)).status).toBe(204);
    expect(await visible()).toBe(false);
    // The author still sees it, waiting for a moderator.
    expect((await reviewsOf(catalogue.linenDress.id, author.token)).body.mine).toMatchObject({ id: created.body.id, status: 'pending_moderation' });

    const { moderateReview, reviewsAwaitingModeration } = await import('../../server/src/features/reviews/reviews.js');
    expect((await reviewsAwaitingModeration(server.db)).map((row) => [row.id, row.reports])).toEqual([[created.body.id, 3]]);
    expect(await moderateReview(server.db, created.body.id, 'publish')).toBe(true);
    expect(await visible()).toBe(true);
    expect(await moderateReview(server.db, created.body.id, 'remove')).toBe(true);
    expect(await visible()).toBe(false);
    expect((await api.post(`/api/reviews/${created.body.id}/reports`, undefined, reporters[1]!.token)).status).toBe(404);
  });
});

describe('the summary and the list', () => {
  it('averages, counts, sorts by rating and pages five at a time; the fit summary needs three verdicts', async () => {
    const product = catalogue.linenDress.id;
    await server.db.deleteFrom('reviews').where('product_id', '=', product).execute();
    const buyers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => buyer(`list-${n}@example.com`)));
    const ratings = [5, 3, 4, 5, 2, 5];
    for (const [index, each] of buyers.entries()) {
      const fit = index < 4 ? 'true_to_size' : 'runs_large';
      expect((await api.post(`/api/products/${product}/reviews`, { ...review, rating: ratings[index], fit }, each.token)).status).toBe(201);
    }
    const first = (await reviewsOf(product)).body;
    expect(first.summary).toMatchObject({ average: 4, count: 6, distribution: [0, 1, 1, 1, 3] });
    expect(first.summary.fit_summary.label).toBe('True to size: 67 %');
    expect(first.rows).toHaveLength(5);
    expect(first.count).toBe(2);
    expect(first.rows.map((row: { rating: number }) => row.rating)).toEqual([5, 2, 5, 4, 3]);
    expect((await reviewsOf(product, undefined, '?page=2')).body.rows.map((row: { rating: number }) => row.rating)).toEqual([5]);
    expect((await reviewsOf(product, undefined, '?sort=rating_asc')).body.rows.map((row: { rating: number }) => row.rating)).toEqual([2, 3, 4, 5, 5]);
    expect((await reviewsOf(product, undefined, '?sort=rating_desc')).body.rows[0].rating).toBe(5);
    expect((await reviewsOf(999_999)).status).toBe(404);
  });
});

describe('the product detail carries its reviews for the structured data', () => {
  it('average, count and the newest reviews; nothing for a product without reviews', async () => {
    const detail = (await api.get('/api/products/linen-summer-dress')).body;
    expect(detail.rating).toEqual({ average: 4, count: 6 });
    expect(detail.top_reviews).toHaveLength(3);
    expect(detail.top_reviews[0]).toMatchObject({ author: 'Ada L.', rating: 5, title: 'Lovely linen' });
    const none = (await api.get('/api/products/canvas-sneaker')).body;
    expect(none.rating).toBeNull();
    expect(none.top_reviews).toEqual([]);
  });
});
