// Price drops on the wishlist (issue 35): a shopper wishes a piece; its price is cut in the
// database (as the back office would); the wishlist then says "Price dropped" with the price it
// was added at struck through.
import { dialog, expect, freshEmail, openStore, test, usd } from './support/fixtures';
import { withDatabase } from './support/database';

const PASSWORD = 'Maison#2026';

test('a price cut after a piece was wished shows as "Price dropped" on the wishlist', async ({ page, api, request, isMobile, baseURL }) => {
  const email = freshEmail('price-drop');
  const registered = await request.post('/api/auth/register', { data: { first_name: 'Rima', last_name: 'Khoury', email, password: PASSWORD, accept_terms: true } });
  expect(registered.status()).toBe(201);
  const headers = { authorization: `Bearer ${((await registered.json()) as { token: string }).token}` };
  const [piece] = (await api.categoryProducts('women', { perpage: 1 })).rows;
  const wished = await request.post('/api/products/wishlist', { headers, data: { product_id: piece!.id } });
  expect(wished.status()).toBe(200);
  const priceAtAdd = ((await wished.json()) as { price_at_add: number }[])[0]!.price_at_add;

  // 30% off every variant (and the card's price), each below what it was.
  await withDatabase(baseURL!, async (db) => {
    await db.query('UPDATE variants SET sale_price = least(coalesce(sale_price, regular_price), regular_price) * 7 / 10 WHERE product_id = $1', [piece!.id]);
    await db.query('UPDATE products SET sale_price = least(coalesce(sale_price, regular_price), regular_price) * 7 / 10 WHERE id = $1', [piece!.id]);
  });

  await openStore(page, '/');
  if (isMobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    await dialog(page, 'Menu').getByRole('button', { name: 'Login' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  }
  const drawer = dialog(page, 'Sign in');
  await drawer.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await drawer.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await drawer.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(drawer).toBeHidden();

  await openStore(page, '/my-account/wishlist');
  const card = page.getByRole('list', { name: 'My wishlist' }).getByRole('listitem').filter({ hasText: piece!.name });
  await expect(card.getByText('Price dropped')).toBeVisible();
  await expect(card.locator('s', { hasText: 'Price when added' })).toHaveText(`Price when added ${usd(priceAtAdd)}`);
  if (process.env.E2E_SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/wishlist-price-drop-${isMobile ? 390 : 1280}.png` });
});
