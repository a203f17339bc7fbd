import { AuthStore, CartStore } from '@/application';
import { PAGE_NOT_FOUND } from '@/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestContainer, renderRoute, TEST_API } from '../../support/test-container';
import { productDetail } from './fixtures';
import { catalogueServer } from './msw';

const server = catalogueServer();
const PATH = '/products/silk-utility-overshirt-4';
const USER = { id: 1, first_name: 'Lina', last_name: 'Haddad', email: 'lina@example.com', phone: null, birth_date: null, gender: null } as const;

/** A cart line as the server prices it. */
const line = (id: number) => ({
  quantity: 1,
  product: {
    id,
    parent_id: 4,
    unique_slug: 'silk-utility-overshirt-4',
    name: 'Silk Utility Overshirt',
    type: 'variable' as const,
    stock: 2,
    image: '/media/products/shirt/olive.svg?view=front',
    regular_price: 9999,
    sale_price: null,
    currency: 'USD' as const,
    currency_symbol: '$' as const,
    brand: 'Maison Beirut',
    delivery_by: null,
    attributes: [{ name: 'Size', value: 'L' }, { name: 'Colour', value: 'Olive' }],
  },
});

function answerProduct(detail = productDetail()) {
  server.use(
    http.get(`${TEST_API}/api/products/silk-utility-overshirt-4`, () => HttpResponse.json(detail)),
    http.get(`${TEST_API}/api/fixed-sections/:slug`, ({ params }) =>
      HttpResponse.json({ slug: params.slug, title: 'Fixed', content: `<p>Content of ${String(params.slug)}</p>` }),
    ),
  );
}

describe('product page', () => {
  it('shows name, brand, price, gallery, sanitised description, composition and care, the fixed sections and related products', async () => {
    answerProduct();
    renderRoute(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Silk Utility Overshirt' })).toBeTruthy();
    expect(screen.getAllByText('Maison Beirut').length).toBeGreaterThan(0);
    expect(screen.getByText('From $99.99')).toBeTruthy();
    expect(screen.getByText('Cut from silk that falls with a fluid drape.')).toBeTruthy();
    expect(screen.getByText('100% Mulberry Silk')).toBeTruthy();
    expect(await screen.findByText('Content of delivery-and-returns')).toBeTruthy();
    expect(await screen.findByText('Content of environmental-characteristics')).toBeTruthy();
    expect(screen.getByText('Delivery and returns')).toBeTruthy();
    expect(screen.getByText('Environmental characteristics')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Poplin Shirt' }).getAttribute('href')).toBe('/products/poplin-shirt-7');
    await waitFor(() => expect(document.title).toBe('Silk Utility Overshirt | Maison'));
  });

  it('greys out sold-out sizes ("Sold out" in the name) and keeps "Add to cart" disabled until a size is chosen', async () => {
    answerProduct();
    renderRoute(PATH);
    expect(await screen.findByRole('radio', { name: 'M, Sold out' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'S' }) as HTMLInputElement).disabled).toBe(false);
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Please choose a size')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    expect((add as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: 'S' }));
    expect(screen.getByText('In stock')).toBeTruthy();
  });

  it('choosing a colour switches the gallery to its images and its sizes', async () => {
    answerProduct();
    renderRoute(PATH);
    const gallery = () => screen.getByRole('region', { name: 'Silk Utility Overshirt images' });
    expect(within(await screen.findByRole('region', { name: 'Silk Utility Overshirt images' })).getByRole('img', { name: 'Silk Utility Overshirt in Olive, front view' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Blush' }));
    expect(within(gallery()).getByRole('img', { name: 'Silk Utility Overshirt in Blush, front view' })).toBeTruthy();
    expect(within(gallery()).queryByRole('img', { name: /in Olive/ })).toBeNull();
    expect((screen.getByRole('radio', { name: 'M' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('a guest add goes through the add-to-cart use case: the chosen variant id is quoted by the server', async () => {
    answerProduct();
    const quotes: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/api/products/cart/quote`, async ({ request }) => {
        quotes.push(await request.json());
        return HttpResponse.json({ items: [line(38)], coupons: [] });
      }),
    );
    renderRoute(PATH);
    await userEvent.click(await screen.findByRole('radio', { name: 'L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
    // Beside it, the way to the cart once the drawer is closed.
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/checkout/cart');
    await waitFor(() => expect(quotes).toEqual([{ items: [{ quantity: 1, product_id: 38 }], coupons: [] }]));
  });

  it('a signed-in add posts the chosen variant to the server cart', async () => {
    answerProduct();
    const adds: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/api/products/cart`, async ({ request }) => {
        adds.push(await request.json());
        return HttpResponse.json({ items: [line(43)], coupons: [] });
      }),
    );
    const { container, tokens } = createTestContainer();
    tokens.write('user', 'user-token');
    container.get(AuthStore).signIn({ token: 'user-token', user: USER });
    renderRoute(PATH, { container });
    await userEvent.click(await screen.findByRole('radio', { name: 'Blush' }));
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(adds).toEqual([{ items: [{ quantity: 1, product_id: 43, raw: false }] }]));
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
  });

  it('a limited piece says its per-order limit beside the button, and stops offering it once the cart holds that many, sizes together', async () => {
    answerProduct({ ...productDetail(), max_per_order: 2 });
    server.use(
      http.post(`${TEST_API}/api/products/cart/quote`, async ({ request }) => {
        const body = (await request.json()) as { items: { product_id: number; quantity: number }[] };
        const items = body.items.map(({ product_id, quantity }) => ({ quantity, product: { ...line(product_id).product, stock: 9, max_per_order: 2 } }));
        return HttpResponse.json({ items, coupons: [] });
      }),
    );
    renderRoute(PATH);
    const note = await screen.findByTestId('order-limit');
    expect(note.textContent).toBe('Limited to 2 per order.');
    expect(note.getAttribute('role')).toBe('status');
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add.getAttribute('aria-describedby')?.split(' ')).toContain(note.id);

    await userEvent.click(screen.getByRole('radio', { name: 'S' }));
    await userEvent.click(add);
    expect(await screen.findByText('Added to your cart')).toBeTruthy();
    expect((add as HTMLButtonElement).disabled).toBe(false);
    // Another size counts towards the same limit.
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    await userEvent.click(add);
    await waitFor(() => expect(screen.getByTestId('order-limit').textContent).toBe('Limited to 2 per order. You have the most you can order in your cart.'));
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(add.getAttribute('aria-describedby')).toBe(note.id);
  });

  it("a signed-in shopper whose cart already holds the limit cannot add more", async () => {
    answerProduct({ ...productDetail(), max_per_order: 2 });
    const adds: unknown[] = [];
    server.use(http.post(`${TEST_API}/api/products/cart`, async ({ request }) => void adds.push(await request.json())));
    const { container, tokens } = createTestContainer();
    tokens.write('user', 'user-token');
    container.get(AuthStore).signIn({ token: 'user-token', user: USER });
    const held = line(36);
    container.get(CartStore).replace({ items: [{ ...held, quantity: 2, product: { ...held.product, stock: 6, max_per_order: 2 } }], coupons: [] });
    renderRoute(PATH, { container });
    await userEvent.click(await screen.findByRole('radio', { name: 'L' }));
    expect(screen.getByTestId('order-limit').textContent).toBe('Limited to 2 per order. You have the most you can order in your cart.');
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
    expect(adds).toEqual([]);
  });

  it('a piece without a limit says nothing of one', async () => {
    answerProduct({ ...productDetail(), max_per_order: null });
    renderRoute(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Silk Utility Overshirt' });
    expect(screen.queryByTestId('order-limit')).toBeNull();
    expect(document.body.textContent).not.toContain('per order');
  });

  it('an out-of-stock product says so and cannot be added', async () => {
    const detail = productDetail();
    answerProduct({ ...detail, stock: 0, in_stock: false, variants: detail.variants.map((variant) => ({ ...variant, stock: 0 })) });
    renderRoute(PATH);
    expect(await screen.findByText('Out of stock')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'S, Sold out' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the full-screen viewer, moves with the keyboard and closes with Escape', async () => {
    answerProduct();
    renderRoute(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'View image 1 of 2 full screen' }));
    const viewer = await screen.findByRole('dialog', { name: 'Silk Utility Overshirt, full-screen images' });
    expect(within(viewer).getByRole('img', { name: 'Silk Utility Overshirt in Olive, front view' })).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: 'Silk Utility Overshirt in Olive, back view' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Silk Utility Overshirt, full-screen images' })).toBeNull());
    expect(screen.getByRole('button', { name: 'View image 2 of 2 full screen' })).toBeTruthy();
  });

  it('an unknown product slug shows "Page not found: {path}"', async () => {
    server.use(http.get(`${TEST_API}/api/products/nope`, () => HttpResponse.json({ message: 'Not found', data: { errors: {} } }, { status: 404 })));
    renderRoute('/products/nope');
    expect(await screen.findByRole('heading', { name: PAGE_NOT_FOUND('/products/nope') })).toBeTruthy();
  });
});
