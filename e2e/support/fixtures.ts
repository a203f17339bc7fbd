// Shared fixtures of the journeys: `test` and `expect` from Playwright, plus `api`, a small client
// of the reference server (the same one the page talks to) to pick data the journeys rely on
// without hard-coding the seed, and helpers the specs share.
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { workerServer } from './worker-server';

/** Card-level product of the API (docs/api.md). */
export interface ApiProduct {
  readonly id: number;
  readonly name: string;
  readonly unique_slug: string;
  readonly stock: number;
  readonly labels?: readonly { label: string }[];
}

/** Product detail of the API (docs/api.md). */
export interface ApiProductDetail extends ApiProduct {
  readonly colors: readonly { name: string; hex: string; slug: string }[];
  readonly sizes: readonly string[];
  readonly variants: readonly {
    id: number;
    size: string | null;
    color: string | null;
    stock: number;
    regular_price: number;
    sale_price: number | null;
  }[];
  readonly images: readonly { url: string; alt_text: string; color: string | null }[];
  readonly breadcrumbs: readonly { name: string; unique_slug: string }[];
  /** At most this many pieces, every size together, per order; null: no limit (issue 30). */
  readonly max_per_order: number | null;
}

/** A product the journeys add to the cart: a size in stock in the colour the page shows first, and its unit price. */
export interface AddableChoice {
  readonly product: ApiProductDetail;
  /** The size to click on the product page (null for a product without sizes). */
  readonly size: string | null;
  /** Cents: the variant's sale price when it has one, else its regular price. */
  readonly unitPrice: number;
  readonly onSale: boolean;
}

/** One mail of the development outbox (GET /api/dev/outbox). */
export interface OutboxMail {
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
}

/** One page of a listing (docs/api.md). */
export interface ApiListing {
  readonly rows: readonly ApiProduct[];
  readonly count: number;
  readonly total: number;
  readonly facets: {
    readonly sizes: readonly { value: string; count: number }[];
    readonly colors: readonly { value: string; label: string; count: number }[];
  };
}

/** What the search endpoint answers (spec §7). */
export interface ApiSearch {
  readonly rows: readonly ApiProduct[];
  /** The number of pages (spec §3). */
  readonly count: number;
  readonly total: number;
  /** The words searched when a typo was corrected. */
  readonly corrected_term?: string;
}

/** The colour a product page shows first: the first image's colour, else the first colour (as the page does). */
export function initialColour(product: ApiProductDetail): string | null {
  return product.images.find((image) => image.color)?.color ?? product.colors[0]?.slug ?? null;
}

/** The sizes sold out in the colour the product page shows first (or in `shown`, the colour it was opened in). */
export function soldOutSizes(product: ApiProductDetail, shown?: string): string[] {
  const colour = shown ?? initialColour(product);
  const variants = product.colors.length === 0 || colour === null ? product.variants : product.variants.filter((variant) => variant.color === colour);
  return product.sizes.filter((size) => {
    const ofSize = variants.filter((variant) => variant.size === size);
    return ofSize.length > 0 && ofSize.every((variant) => variant.stock <= 0);
  });
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** A client of the reference server's API. */
export function storefrontApi(request: APIRequestContext) {
  return {
    product: async (slug: string) => json<ApiProductDetail>(await request.get(`/api/products/${slug}`)),
    categoryProducts: async (slug: string, query: Record<string, string | number> = {}) =>
      json<ApiListing>(await request.get(`/api/categories/${slug}/products`, { params: query })),
    search: async (search: string, page = 1, perpage = 12) =>
      json<ApiSearch>(await request.post(`/api/products?page=${page}&perpage=${perpage}`, { data: { search } })),
    /** The first product of a category (newest first) with a size sold out in its first colour, and at least two images. */
    async productWithSoldOutSize(category: string): Promise<{ product: ApiProductDetail; soldOut: string[] }> {
      for (let page = 1; ; page += 1) {
        const listing = await this.categoryProducts(category, { perpage: 48, page });
        for (const row of listing.rows) {
          const product = await this.product(row.unique_slug);
          const soldOut = soldOutSizes(product);
          if (soldOut.length > 0 && soldOut.length < product.sizes.length && product.images.length > 1) return { product, soldOut };
        }
        if (page >= listing.count) throw new Error(`No product of ${category} has a sold-out size`);
      }
    },

    /**
     * The first product of a category (newest first) whose first colour has a size with at least
     * `minStock` pieces, on sale or not as asked, and not among `except` (ids).
     */
    async addableProduct(category: string, wanted: { onSale: boolean; except?: readonly number[]; minStock?: number }): Promise<AddableChoice> {
      for (let page = 1; ; page += 1) {
        const listing = await this.categoryProducts(category, { perpage: 48, page });
        for (const row of listing.rows) {
          if (wanted.except?.includes(row.id)) continue;
          const product = await this.product(row.unique_slug);
          const colour = initialColour(product);
          const variant = product.variants.find(
            (candidate) =>
              (product.colors.length === 0 || candidate.color === colour) &&
              candidate.stock >= (wanted.minStock ?? 1) &&
              (candidate.sale_price !== null) === wanted.onSale,
          );
          if (variant) return { product, size: variant.size, unitPrice: variant.sale_price ?? variant.regular_price, onSale: wanted.onSale };
        }
        if (page >= listing.count) throw new Error(`No product of ${category} matches ${JSON.stringify(wanted)}`);
      }
    },
    /**
     * A limited drop piece of a category (the seed limits its "Limited edition" pieces): its limit
     * and the sizes in stock in the colour the page shows first, those with the most pieces first.
     */
    async limitedProduct(category: string): Promise<{ product: ApiProductDetail; limit: number; sizes: string[] }> {
      for (let page = 1; ; page += 1) {
        const listing = await this.categoryProducts(category, { perpage: 48, page });
        for (const row of listing.rows) {
          if (!row.labels?.some((label) => label.label === 'Limited edition')) continue;
          const product = await this.product(row.unique_slug);
          const colour = initialColour(product);
          const inStock = product.variants
            .filter((variant) => (product.colors.length === 0 || variant.color === colour) && variant.stock > 0 && variant.size !== null)
            .sort((a, b) => b.stock - a.stock);
          const total = inStock.reduce((sum, variant) => sum + variant.stock, 0);
          // Enough stock that the limit, not the stock, is what stops the shopper.
          if (product.max_per_order !== null && product.sizes.length > 1 && total > product.max_per_order) {
            return { product, limit: product.max_per_order, sizes: inStock.map((variant) => variant.size as string) };
          }
        }
        if (page >= listing.count) throw new Error(`No product of ${category} has a per-order limit`);
      }
    },
    /** The development outbox's mail for an address, newest first (the server runs with DEV_OUTBOX=1). */
    outbox: async (recipient: string) => json<OutboxMail[]>(await request.get('/api/dev/outbox', { params: { recipient } })),
  };
}

export type StorefrontApi = ReturnType<typeof storefrontApi>;

/** $1,234.50 for 123450 cents, as the store writes prices (en-US, USD). */
export const usd = (cents: number): string => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A fresh e-mail address for a journey's new account. */
export const freshEmail = (journey: string): string => `${journey}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Opens a product page, chooses the size and adds it to the cart. */
export async function addFromProductPage(page: Page, choice: AddableChoice): Promise<void> {
  await openStore(page, `/products/${choice.product.unique_slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(choice.product.name);
  if (choice.size !== null && choice.product.sizes.length > 1) await page.getByText(choice.size, { exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
}

export const test = base.extend<{ api: StorefrontApi; failOnPageErrors: void }, { workerBaseURL: string }>({
  // Each worker talks to its own server and database (worker-server.ts).
  workerBaseURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use, workerInfo) => {
      const configured = workerInfo.project.use.baseURL;
      if (configured === undefined) throw new Error('playwright.config.ts sets no baseURL');
      const server = await workerServer(configured, workerInfo.parallelIndex);
      await use(server.url);
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ workerBaseURL }, use) => {
    await use(workerBaseURL);
  },
  api: async ({ request }, use) => {
    await use(storefrontApi(request));
  },
  // A server-rendered page shows before its script has run: a journey's loads and reloads wait
  // until React has hydrated it (src/ui/app/rendering/Document.tsx), as a shopper's clicks would need.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  // Every journey also fails on an uncaught exception in the page.
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the server-rendered document in `page`. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
}


/** The open drawer or dialog with this accessible name. */
export const dialog = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name, exact: typeof name === 'string' });

/**
 * Waits until the app's shell has its start-up data (the main navigation on desktop, the burger
 * button on mobile) and the route has rendered its main content.
 */
export async function openStore(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('link', { name: 'Maison, home' })).toBeVisible();
}
