// Shopping as a guest (issue 5, spec §2, §4, §5, §9): two products into the cart (one on sale),
// a percentage coupon and a free-shipping coupon, the exact totals, and the cart still there after
// a reload; the wishlist heart asks a guest to sign in.
import type { Page } from '@playwright/test';
import { addFromProductPage, type AddableChoice, dialog, expect, openStore, test, usd } from './support/fixtures';

/** The demo coupons (README): 10 % off, and free shipping. */
const PERCENT_COUPON = { code: 'WELCOME10', percent: 10 };
const FREE_SHIPPING_COUPON = 'FREESHIP';

/** The cart drawer opens after every add, full width on a phone (spec §4); the badge counts the pieces. */
async function expectAdded(page: Page, isMobile: boolean, choice: AddableChoice, count: number): Promise<void> {
  const cartButton = page.getByRole('banner').getByRole('link', { name: /cart/i }).or(page.getByRole('banner').getByRole('button', { name: /cart/i }));
  const drawer = dialog(page, 'Your cart');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('article', { name: choice.product.name })).toBeVisible();
  // Sub-pixel layout may round the full width to 390.00001.
  if (isMobile) expect((await drawer.boundingBox())!.width).toBeCloseTo(page.viewportSize()!.width, 1);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(cartButton).toHaveAccessibleName(new RegExp(`${count} item`));
}

test('a guest fills a cart, applies two coupons, sees the exact totals and keeps the cart after a reload', async ({ page, api, isMobile }) => {
  const onSale = await api.addableProduct('women', { onSale: true });
  const regular = await api.addableProduct('men', { onSale: false, except: [onSale.product.id] });

  await addFromProductPage(page, onSale);
  await expectAdded(page, isMobile, onSale, 1);
  await addFromProductPage(page, regular);
  await expectAdded(page, isMobile, regular, 2);

  // Spec §2: on a phone the header's cart icon goes to the cart page; wider, it opens the drawer.
  if (isMobile) await page.getByRole('banner').getByRole('link', { name: /cart/i }).click();
  else await page.goto('/checkout/cart');
  await expect(page).toHaveURL(/\/checkout\/cart$/);
  const lines = page.getByRole('list', { name: 'Pieces in your cart' });
  await expect(lines.getByRole('article')).toHaveCount(2);
  // The sale line shows its struck regular price beside the sale price.
  await expect(lines.getByRole('article', { name: onSale.product.name }).locator('s, del').first()).toBeVisible();

  const subtotal = onSale.unitPrice + regular.unitPrice;
  await expect(page.getByTestId('cart-subtotal')).toHaveText(usd(subtotal));
  await expect(page.getByTestId('cart-total')).toHaveText(usd(subtotal));

  const couponField = page.getByRole('textbox', { name: 'Coupon code' });
  await couponField.fill(PERCENT_COUPON.code);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  // Spec §9: a percentage is rounded down to whole dollars (docs/api.md).
  const discount = Math.floor((subtotal * PERCENT_COUPON.percent) / 10_000) * 100;
  await expect(page.getByTestId('cart-discount')).toHaveText(`-${usd(discount)}`);
  await expect(couponField).toHaveValue('');

  await couponField.fill(FREE_SHIPPING_COUPON);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('cart-shipping')).toHaveText('Free');
  await expect(page.getByTestId('cart-total')).toHaveText(usd(subtotal - discount));

  await page.reload();
  await expect(lines.getByRole('article')).toHaveCount(2);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(usd(subtotal));
  await expect(page.getByTestId('cart-discount')).toHaveText(`-${usd(discount)}`);
  await expect(page.getByTestId('cart-shipping')).toHaveText('Free');
  await expect(page.getByTestId('cart-total')).toHaveText(usd(subtotal - discount));
});

test('an unknown coupon is refused next to its field and the code stays typed @desktop', async ({ page, api }) => {
  const choice = await api.addableProduct('women', { onSale: false });
  await addFromProductPage(page, choice);
  // A guest's add is written to the cart cookie once its quote has answered: leaving earlier loses it.
  await expect
    .poll(async () => decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'storefront_cart')?.value ?? ''))
    .toContain('"l":[[');
  await page.goto('/checkout/cart');
  const couponField = page.getByRole('textbox', { name: 'Coupon code' });
  await couponField.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(couponField).toHaveAccessibleDescription(/This coupon does not exist\./);
  await expect(couponField).toHaveValue('NOSUCHCODE');
  await expect(page.getByTestId('cart-discount')).toHaveCount(0);
});

test('a guest who taps the wishlist heart gets the navigator drawer "Add to wishlist" with a way to sign in', async ({ page, api }) => {
  const choice = await api.addableProduct('women', { onSale: false });
  await openStore(page, `/products/${choice.product.unique_slug}`);
  await page.getByRole('main').getByRole('button', { name: /wishlist/i }).first().click();
  const navigator = dialog(page, 'Add to wishlist');
  await expect(navigator).toBeVisible();
  await navigator.getByRole('button', { name: 'Sign in' }).click();
  await expect(navigator).toBeHidden();
  await expect(page.getByRole('dialog', { name: /sign in/i })).toBeVisible();
});
