// A shopper who bought a product, made through the API as a journey's starting point: only buyers
// may review (issue 34).
import type { APIRequestContext } from '@playwright/test';
import { expect, freshEmail } from './fixtures';

/** A new account that ordered `variantId` (cash on delivery); answers its token. */
export async function buyerOf(request: APIRequestContext, variantId: number): Promise<string> {
  const registered = await request.post('/api/auth/register', { data: { first_name: 'Lina', last_name: 'Sabbagh', email: freshEmail('reviewer'), password: 'Secret#2030', accept_terms: true } });
  const token = ((await registered.json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.post('/api/products/cart', { headers, data: { items: [{ quantity: 1, product_id: variantId, raw: false }] } })).status()).toBe(200);
  const address = await request.post('/api/account/addresses', { headers, data: { first_name: 'Lina', last_name: 'Sabbagh', phone: '+961 1 234 567', country_code: 'LB', city: 'Beirut', area: 'Hamra', street: 'Hamra Street' } });
  const addressId = ((await address.json()) as { id: number }).id;
  const order = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': `review-journey-${Date.now()}-${Math.random()}` },
    data: { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'cod', insurance: false },
  });
  expect(order.status()).toBe(201);
  return token;
}
