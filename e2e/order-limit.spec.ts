// A limited drop (issue 30): a product may be bought at most `max_per_order` pieces per order,
// every size counted together. A guest adds the demo's limited piece up to its limit; the product
// page then says so beside Add to cart and offers no more, and the cart's steppers stop there too.
import { dialog, expect, openStore, test } from './support/fixtures';

test('a guest adds a limited piece up to its per-order limit and is told why no more can be added', async ({ page, api, isMobile }) => {
  const { product, limit, sizes } = await api.limitedProduct('women');
  const limitMessage = `Limited to ${limit} per order.`;
  await openStore(page, `/products/${product.unique_slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  const add = page.getByRole('button', { name: 'Add to cart' });
  const note = page.getByTestId('order-limit');
  // The limit is said before anything is added, and describes the button.
  await expect(note).toHaveText(limitMessage);

  // Up to the limit, a size at a time: the second size counts towards the same limit.
  for (let added = 0; added < limit; added += 1) {
    const size = sizes[added % sizes.length]!;
    await page.getByText(size, { exact: true }).click();
    await add.click();
    const drawer = dialog(page, 'Your cart');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  }

  await expect(note).toHaveText(`${limitMessage} You have the most you can order in your cart.`);
  await expect(add).toBeDisabled();
  await page.getByText(sizes[0]!, { exact: true }).click();
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(new RegExp(limitMessage.replace('.', '\\.')));
  if (process.env.E2E_SCREENSHOT_DIR) {
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/order-limit-${isMobile ? 390 : 1280}.png` });
  }

  // The cart page: every line of the piece stops at the limit and says why, next to its stepper.
  await page.goto('/checkout/cart');
  const lines = page.getByRole('list', { name: 'Pieces in your cart' }).getByRole('article', { name: product.name });
  await expect(lines.first()).toBeVisible();
  const count = await lines.count();
  for (let index = 0; index < count; index += 1) {
    const increase = lines.nth(index).getByRole('button', { name: `Increase quantity of ${product.name}` });
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await expect(increase).toHaveAccessibleDescription(limitMessage);
  }
  await expect(page.getByTestId('line-quantity')).toHaveText(count === 1 ? [String(limit)] : Array.from({ length: count }, () => '1'));
});
