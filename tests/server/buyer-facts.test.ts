import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { poolOf } from '../../server/src/db/connection.js';
import { buyerFactsReader } from '../../server/src/features/orders/order-admission.js';
import { type Catalogue, createAddress, insertCatalogue, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 30, a drop: the buyers arriving together are authenticated and judged in one statement
// (order-admission.ts), each answered their own facts, a token that is not live answered 401
// without failing the others of its batch.

let server: TestApp;
let api: Client;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
});
afterAll(() => server.close());

const requestWith = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as unknown as FastifyRequest;

describe('buyer facts read in batches', () => {
  it('reads the buyers of one turn in one statement, each with their own lines, key and held sizes', async () => {
    const [sneaker, dress] = [catalogue.sneaker.variantIds[0]!, catalogue.linenDress.variantIds[0]!];
    const guests = await Promise.all(Array.from({ length: 12 }, async (_, at) => (await api.post('/api/auth/guest', { email: `batch-${at}@example.com` })).body.token as string));
    const user = await registerUser(api, 'batch-user@example.com');
    await api.post('/api/products/cart', { items: [{ quantity: 2, product_id: dress, raw: false }] }, user.token);

    // One guest has placed an order under a key already, and holds the sneaker in an unpaid card order.
    const placedBy = guests[3]!;
    const addressId = await createAddress(api, placedBy);
    const placed = await api.post('/api/orders', { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'card', insurance: false, items: [{ product_id: sneaker, quantity: 1 }] }, placedBy, { 'idempotency-key': 'placed-key' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    // Buyer 3 asks again for the size its unpaid order holds.
    const variantOf = (at: number) => (at % 2 === 0 || at === 3 ? sneaker : dress);
    const read = buyerFactsReader(server.db, server.clock, 2);
    const statements = vi.spyOn(poolOf(server.db), 'query');
    const asks = [
      ...guests.map((token, at) => ({ request: requestWith(token), order: { key: at === 3 ? 'placed-key' : `key-${at}`, items: [{ product_id: variantOf(at), quantity: 1 + (at % 3) }] } })),
      { request: requestWith(user.token), order: { key: 'user-key' } },
      { request: requestWith('not-a-token-anyone-was-given'), order: { key: 'stranger-key', items: [{ product_id: sneaker, quantity: 1 }] } },
    ];
    const answers = await Promise.allSettled(asks.map(({ request, order }) => read(request, order)));
    const sent = statements.mock.calls.length;
    statements.mockRestore();

    expect(sent).toBe(1);
    guests.forEach((_, at) => {
      const answer = answers[at]!;
      expect(answer.status).toBe('fulfilled');
      if (answer.status !== 'fulfilled') return;
      const variant = variantOf(at);
      expect(answer.value.asked).toEqual([{ product_id: variant, quantity: 1 + (at % 3) }]);
      expect(answer.value.placed).toBe(at === 3);
      expect(answer.value.held).toEqual(at === 3 ? [sneaker] : []);
      expect(answer.value.names.map((name) => name.id)).toEqual([variant]);
      expect(asks[at]!.request.principal).toMatchObject({ kind: 'guest' });
    });
    // A signed-in buyer's lines are their server cart, whatever the body says.
    const signedIn = answers[guests.length]!;
    expect(signedIn.status === 'fulfilled' && signedIn.value.asked).toEqual([{ product_id: dress, quantity: 2 }]);
    expect(asks[guests.length]!.request.principal).toMatchObject({ kind: 'user', userId: user.id });
    const stranger = answers[guests.length + 1]!;
    expect(stranger.status === 'rejected' && (stranger.reason as { statusCode: number }).statusCode).toBe(401);
  });

  it('reads a lone buyer at once, and the arrivals during its statement together after it', async () => {
    const tokens = await Promise.all(Array.from({ length: 6 }, async (_, at) => (await api.post('/api/auth/guest', { email: `lone-${at}@example.com` })).body.token as string));
    const read = buyerFactsReader(server.db, server.clock, 1);
    const statements = vi.spyOn(poolOf(server.db), 'query');
    const ask = (token: string) => read(requestWith(token), { key: `lone-${token}`, items: [{ product_id: catalogue.sneaker.variantIds[0]!, quantity: 1 }] });
    const first = ask(tokens[0]!);
    // The first statement is under way (one place): the next five wait for it, then go as one.
    await vi.waitFor(() => expect(statements).toHaveBeenCalledTimes(1));
    const rest = tokens.slice(1).map(ask);
    const all = await Promise.all([first, ...rest]);
    const sent = statements.mock.calls.length;
    statements.mockRestore();
    expect(all.every((facts) => facts.placed === false && facts.asked.length === 1)).toBe(true);
    expect(sent).toBe(2);
  });
});
