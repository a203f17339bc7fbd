import type { Session } from '@/application';
import { http, HttpResponse } from 'msw';
import type { setupServer } from 'msw/node';
import { seen, type SeenRequest } from '../../support/msw/server';
import { TEST_API } from '../../support/test-container';
import { product } from '../shell/shell-support';

/** The account the API answers sign-in and sign-up with. */
export const SESSION: Session = {
  token: 'fresh-user-token',
  user: { id: 7, first_name: 'Lina', last_name: 'Khoury', email: 'lina@example.com', phone: null, birth_date: null, gender: null },
};

/** A wishlist of one product, as GET /api/products/wishlist answers it. */
export const WISHLIST = [{ id: 1, product: product(42, 'Silk scarf'), added_at: '2026-01-10T10:00:00Z', price_at_add: 5000 }];

type Server = ReturnType<typeof setupServer>;

/** Records the requests to one method and path, answering with `respond`. */
export function record(server: Server, method: 'get' | 'post', path: string, respond: (request: SeenRequest) => Response): SeenRequest[] {
  const requests: SeenRequest[] = [];
  server.use(
    http[method](`${TEST_API}${path}`, async ({ request }) => {
      const entry = await seen(request);
      requests.push(entry);
      return respond(entry);
    }),
  );
  return requests;
}

/** The calls that follow a successful sign-in: the account's (empty) cart and its wishlist. */
export function accountAfterSignIn(server: Server): { cart: SeenRequest[]; wishlist: SeenRequest[] } {
  return {
    cart: record(server, 'get', '/api/products/cart', () => HttpResponse.json({ items: [], coupons: [] })),
    wishlist: record(server, 'get', '/api/products/wishlist', () => HttpResponse.json(WISHLIST)),
  };
}

/** An API refusal in the contract's shape. */
export function refusal(status: number, message: string, errors?: Record<string, string>): Response {
  return HttpResponse.json(errors ? { message, data: { errors } } : { message }, { status });
}
