import { AuthStore } from '@/application';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestContainer, renderRoute, TEST_API } from '../../support/test-container';
import { productDetail } from '../catalogue/fixtures';
import { catalogueServer } from '../catalogue/msw';

// "Notify me when it's back" on the product page: a sold-out size can be chosen, and then asks
// for an e-mail (guest) or one tap (signed in) instead of offering "Add to cart".

const server = catalogueServer();
const PATH = '/products/silk-utility-overshirt-4';
const CONFIRMATION = "We'll e-mail you once when this size is back in stock.";
/** The form that replaces "Add to cart" (the footer has an e-mail field of its own). */
const notifyForm = () => screen.findByRole('form', { name: "Notify me when it's back" });
const USER = { id: 1, first_name: 'Lina', last_name: 'Haddad', email: 'lina@example.com', phone: null, birth_date: null, gender: null } as const;

/** The product (olive M, variant 37, is sold out) and the back-in-stock call, whose bodies are kept. */
function answer(reply: () => Response = () => HttpResponse.json({ message: CONFIRMATION })) {
  const asked: unknown[] = [];
  server.use(
    http.get(`${TEST_API}/api/products/silk-utility-overshirt-4`, () => HttpResponse.json(productDetail())),
    http.get(`${TEST_API}/api/fixed-sections/:slug`, ({ params }) => HttpResponse.json({ slug: params.slug, title: 'Fixed', content: '<p>Fixed</p>' })),
    http.post(`${TEST_API}/api/back-in-stock`, async ({ request }) => {
      asked.push(await request.json());
      return reply();
    }),
  );
  return asked;
}

describe('notify me on a sold-out size', () => {
  it('turns "Add to cart" into "Notify me when it\'s back"; a guest\'s address is checked next to the field before anything is sent', async () => {
    const asked = answer();
    renderRoute(PATH);
    await userEvent.click(await screen.findByRole('radio', { name: 'M, Sold out' }));
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    const email = within(await notifyForm()).getByLabelText('Your e-mail address');
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: "Notify me when it's back" }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(asked).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, ' shopper@example.com ');
    await userEvent.click(screen.getByRole('button', { name: "Notify me when it's back" }));
    expect((await screen.findByTestId('notify-me-done')).textContent).toContain(CONFIRMATION);
    expect(asked).toEqual([{ variant_id: 37, email: 'shopper@example.com' }]);

    // Back to a size in stock: the cart's button again.
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });

  it('asks a signed-in shopper in one tap, with no address', async () => {
    const asked = answer();
    const { container, tokens } = createTestContainer();
    tokens.write('user', 'user-token');
    container.get(AuthStore).signIn({ token: 'user-token', user: USER });
    renderRoute(PATH, { container });
    await userEvent.click(await screen.findByRole('radio', { name: 'M, Sold out' }));
    expect(within(await notifyForm()).queryByLabelText('Your e-mail address')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: "Notify me when it's back" }));
    await waitFor(() => expect(asked).toEqual([{ variant_id: 37 }]));
    expect(await screen.findByText(CONFIRMATION)).toBeTruthy();
  });

  it('says a refusal of the server (too many requests) below the button, and the shopper can try again', async () => {
    answer(() => HttpResponse.json({ message: 'Too many requests. Please try again later.', data: { errors: {} } }, { status: 429 }));
    renderRoute(`${PATH}?color=olive&size=M`);
    await userEvent.type(within(await notifyForm()).getByLabelText('Your e-mail address'), 'shopper@example.com');
    await userEvent.click(screen.getByRole('button', { name: "Notify me when it's back" }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Notify me when it's back" })).toBeTruthy();
  });
});
