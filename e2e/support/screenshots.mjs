// Screenshots of the storefront for the README: home, a category, a product, the open search
// drawer with results, the cart (the drawer on desktop, the cart page on a phone, with a coupon),
// the checkout's shipping, payment and confirmation steps (as a guest), the sign-up drawer, and
// the demo account's overview, orders, order, addresses and profile, at 1280 px (desktop) and
// 390 px (Pixel 7) wide, viewport-sized, into docs/screenshots/{page}-{width}.png.
//
//   node e2e/support/screenshots.mjs                          # starts its own server (serve.mjs: fresh seeded database)
//   SCREENSHOTS_BASE_URL=http://127.0.0.1:4173 node e2e/support/screenshots.mjs   # against a running one
//   node e2e/support/screenshots.mjs --account               # only the account's pages
//
// Uses Debian's chromium when present, launched as the benches launch it (bench/chromium.mjs).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devices } from '@playwright/test';
import { launchChromium } from '../../bench/chromium.mjs';
import { startStore } from '../../bench/store-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'docs', 'screenshots');

const VIEWPORTS = [
  { width: 1280, options: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
  {
    width: 390,
    // Pixel 7, at one device pixel per CSS pixel so the file is 390 px wide.
    options: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
  },
];

/** Starts serve.mjs on its own port (as the benches do): its base URL and a stop that waits for it to end. */
async function startServer() {
  const port = process.env.SCREENSHOTS_PORT ?? '4180';
  const child = await startStore(port);
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { baseUrl: `http://127.0.0.1:${port}`, stop };
}

/** Waits until every image in the viewport has loaded (past its blurhash placeholder). */
async function imagesInViewLoaded(page) {
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('img')).every((img) => {
        const box = img.getBoundingClientRect();
        const inView = box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
        if (!inView) return true;
        if (img.loading === 'lazy' && !img.complete) return false;
        return img.complete && img.naturalWidth > 0 && img.dataset.shown !== 'false';
      }),
    undefined,
    { timeout: 30_000, polling: 200 },
  );
}

async function shoot(page, name, width) {
  await imagesInViewLoaded(page);
  const path = join(outDir, `${name}-${width}.png`);
  // Finite transitions (image fade-in, drawer slide) are finished rather than caught midway.
  await page.screenshot({ path, animations: 'disabled' });
  console.log(`[screenshots] ${path}`);
}

/** The cart cookie is written once an add has settled (its quote answered): leaving earlier loses the add. */
async function cartCookieWritten(context) {
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await context.cookies()).some((cookie) => cookie.name === 'storefront_cart')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the cart cookie was not written');
}

async function productSlug(baseUrl) {
  const listing = await (await fetch(`${baseUrl}/api/categories/women/products?perpage=12`)).json();
  for (const row of listing.rows) {
    const product = await (await fetch(`${baseUrl}/api/products/${row.unique_slug}`)).json();
    if (product.images.length > 2 && product.sale_price !== null) return product.unique_slug;
  }
  return listing.rows[0].unique_slug;
}

/** The demo account's pages, signed in through its token cookie (as the SPA keeps it). */
async function shootAccount(browser, baseUrl, width, options) {
  const login = await (
    await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@maison.test', password: 'Demo1234!' }) })
  ).json();
  const orders = await (await fetch(`${baseUrl}/api/account/orders?page=1`, { headers: { authorization: `Bearer ${login.token}` } })).json();
  const context = await browser.newContext({ ...options, baseURL: baseUrl });
  await context.addCookies([{ name: 'storefront_token', value: login.token, url: baseUrl, sameSite: 'Strict' }]);
  const page = await context.newPage();
  const pages = [
    ['account-overview', '/my-account/overview'],
    ['account-orders', '/my-account/orders'],
    ['account-order', `/my-account/orders/${orders.rows[0].id}`],
    ['account-addresses', '/my-account/my-addresses'],
    ['account-profile', '/my-account/my-profile'],
  ];
  for (const [name, path] of pages) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"], [role="status"] .visually-hidden').length === 0);
    await shoot(page, name, width);
  }
  await context.close();
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const server = process.env.SCREENSHOTS_BASE_URL ? { baseUrl: process.env.SCREENSHOTS_BASE_URL, stop: async () => {} } : await startServer();
  const browser = await launchChromium();
  try {
    const product = await productSlug(server.baseUrl);
    for (const { width, options } of VIEWPORTS) {
      if (process.argv.includes('--account')) {
        await shootAccount(browser, server.baseUrl, width, options);
        continue;
      }
      const context = await browser.newContext({ ...options, baseURL: server.baseUrl });
      const page = await context.newPage();

      await page.goto('/');
      await page.getByRole('main').getByRole('article').first().waitFor();
      await shoot(page, 'home', width);

      await page.goto('/categories/women');
      await page.getByRole('main').getByRole('article').first().waitFor();
      await shoot(page, 'category', width);

      await page.goto(`/products/${product}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shoot(page, 'product', width);

      await page.goto('/');
      await page.getByRole('main').getByRole('article').first().waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Search' });
      await drawer.getByPlaceholder('Type what you are looking for...').fill('linen');
      await drawer.getByRole('article').nth(11).waitFor();
      await page.locator('[data-state="open"]').waitFor();
      await shoot(page, 'search', width);

      // The cart: the product in its first size left, with the 10 % coupon.
      await page.goto(`/products/${product}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const size = page.locator('label:has(> input[type="radio"][name^="size-"]:not(:disabled))').first();
      if ((await size.count()) > 0) await size.click();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await cartCookieWritten(context);
      await page.goto('/checkout/cart');
      await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await page.getByTestId('cart-discount').waitFor();
      if (width > 768) {
        await page.goto(`/products/${product}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByTestId('cart-button').click();
        await page.getByRole('dialog', { name: 'Your cart' }).getByTestId('cart-discount').waitFor();
        await page.locator('[data-state="open"]').waitFor();
      } else {
        // The page from its top, the coupon field at rest.
        await page.evaluate(() => {
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          window.scrollTo({ top: 0, behavior: 'instant' });
        });
      }
      await shoot(page, 'cart', width);

      // Checkout as a guest: the shipping step with the address chosen, payment, confirmation.
      await page.goto('/checkout/shipping');
      await page.getByRole('form', { name: 'Continue as a guest' }).getByLabel('Email').fill(`guest-${width}@example.com`);
      await page.getByRole('button', { name: 'Continue as a guest' }).click();
      const address = page.getByRole('form', { name: 'Shipping address' });
      for (const [label, value] of [['First name', 'Lina'], ['Last name', 'Khoury'], ['Phone', '+961 3 123 456'], ['City', 'Beirut'], ['Area', 'Achrafieh'], ['Street', 'Rue Abdel Wahab El Inglizi']]) {
        await address.getByLabel(label).fill(value);
      }
      await address.getByRole('button', { name: 'Use this address' }).click();
      await page.getByRole('checkbox', { name: /Insure my parcel/ }).waitFor();
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await shoot(page, 'shipping', width);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
      await shoot(page, 'payment', width);
      await page.getByRole('radio', { name: /Cash on delivery/ }).check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
      await shoot(page, 'confirmation', width);

      // The sign-up drawer, with the password rules half met.
      await page.goto('/');
      await page.getByRole('main').getByRole('article').first().waitFor();
      if (width > 768) {
        await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
      } else {
        await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login' }).click();
      }
      await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Create an account' }).click();
      const signUp = page.getByRole('dialog', { name: 'Create an account' });
      await signUp.getByRole('textbox', { name: 'First name' }).fill('Lina');
      await signUp.getByRole('textbox', { name: 'Last name' }).fill('Khoury');
      await signUp.getByRole('textbox', { name: 'E-mail' }).fill('lina@example.com');
      await signUp.getByLabel('Password', { exact: true }).fill('atelier2026');
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
      await shoot(page, 'sign-up', width);

      await context.close();
      await shootAccount(browser, server.baseUrl, width, options);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
