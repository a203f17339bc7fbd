import { describe, expect, it } from 'vitest';
import { UnauthorizedError } from '@/application';
import { AxiosWishlistGateway } from '@/infrastructure/http/axios-wishlist-gateway';
import { answer, useMswServer } from '../support/msw/server';
import { testClient } from '../support/msw/client';
import { product } from './fixtures';

const server = useMswServer();
const list = [{ id: 1, product: product(4), added_at: '2026-11-01T10:00:00Z' }];

describe('wishlist (spec §7)', () => {
  it('GET /api/products/wishlist with the user bearer', async () => {
    const seen = answer(server, 'get', '/api/products/wishlist', list);
    expect(await new AxiosWishlistGateway(testClient({ user: 'u', guest: null }).http).list()).toEqual(list);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer u');
  });

  it('POST /api/products/wishlist sends {product_id} and answers the new list', async () => {
    const seen = answer(server, 'post', '/api/products/wishlist', list);
    expect(await new AxiosWishlistGateway(testClient({ user: 'u', guest: null }).http).add(4)).toEqual(list);
    expect(seen[0]!.text).toBe('{"product_id":4}');
  });

  it('DELETE /api/products/wishlist/{product_id} answers the new list', async () => {
    const seen = answer(server, 'delete', '/api/products/wishlist/4', []);
    expect(await new AxiosWishlistGateway(testClient({ user: 'u', guest: null }).http).remove(4)).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('an expired token: UnauthorizedError, and the app is told to clear the user token', async () => {
    answer(server, 'post', '/api/products/wishlist', { message: 'Unauthorized' }, { status: 401 });
    const client = testClient({ user: 'expired', guest: null });
    await expect(new AxiosWishlistGateway(client.http).add(4)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(client.onUnauthorized).toHaveBeenCalledWith('user');
  });
});
