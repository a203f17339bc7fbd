// What a product page says about itself to search engines and link previews (issue 15): the head
// comes from the same render as the page, so a crawler or a link preview reads the real product.
import { expect, test } from './support/fixtures';

/** The fields of the API's product detail the head is built from (docs/api.md). */
interface ApiPricedProduct {
  readonly name: string;
  readonly unique_slug: string;
  readonly type: 'variable' | 'simple';
  readonly regular_price: number;
  readonly sale_price: number | null;
  readonly min_price: number | null;
  readonly stock: number;
  readonly in_stock: boolean;
  readonly images: readonly { url: string }[];
  readonly breadcrumbs: readonly { name: string }[];
}

/** The price the price tag shows, as dollars with two decimals: "From" min price, else the lower sale price. */
function offered(product: ApiPricedProduct): string {
  const cents =
    product.type === 'variable'
      ? (product.min_price ?? product.regular_price)
      : product.sale_price !== null && product.sale_price < product.regular_price
        ? product.sale_price
        : product.regular_price;
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

test('a product page writes its title, canonical URL, price preview and Product data with the API price @desktop', async ({ page, request }) => {
  const listing = (await (await request.get('/api/categories/women-dresses/products')).json()) as { rows: { unique_slug: string }[] };
  const slug = listing.rows[0]!.unique_slug;
  const product = (await (await request.get(`/api/products/${slug}`)).json()) as ApiPricedProduct;

  // With a query string (a shared link with tracking): the canonical URL is the product's path.
  await page.goto(`/products/${slug}?utm_source=newsletter`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  const origin = new URL(page.url()).origin;
  const url = `${origin}/products/${slug}`;

  await expect(page).toHaveTitle(`${product.name} | Maison`);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', url);
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', url);
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', new URL(product.images[0]!.url, origin).href);
  await expect(page.locator('head meta[property="product:price:amount"]')).toHaveAttribute('content', offered(product));
  await expect(page.locator('head meta[property="product:price:currency"]')).toHaveAttribute('content', 'USD');
  await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

  const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  const data = documents.find((document) => document['@type'] === 'Product') as { name: string; url: string; offers: Record<string, string> } | undefined;
  expect(data).toMatchObject({
    name: product.name,
    url,
    offers: {
      '@type': 'Offer',
      price: offered(product),
      priceCurrency: 'USD',
      availability: product.in_stock && product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  });
  const trail = documents.find((document) => document['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; position: number }[] } | undefined;
  expect(trail?.itemListElement.map((item) => item.name)).toEqual([...product.breadcrumbs.map((crumb) => crumb.name), product.name]);

  // The main image is the LCP: in the page eagerly at high priority, and preloaded.
  const main = page.getByTestId('gallery-main').locator('img');
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).toHaveAttribute('loading', 'eager');
  // Preloaded by its AVIF widths, the very files the <picture> picks (the demo's images are photographs).
  const avifWidths = await page.getByTestId('gallery-main').locator('source[type="image/avif"]').getAttribute('srcset');
  expect(avifWidths).toContain(new URL((await main.getAttribute('src'))!, origin).pathname.replace(/\/[^/]+$/, '/'));
  await expect(page.locator(`head link[rel="preload"][as="image"][type="image/avif"][imagesrcset="${avifWidths}"]`)).toHaveCount(1);
});

test('the 404 page is kept out of search engines @desktop', async ({ page }) => {
  await page.goto('/products/no-such-product-anywhere');
  await expect(page.getByRole('heading', { name: 'Page not found: /products/no-such-product-anywhere' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Maison');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
});
