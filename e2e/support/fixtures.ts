// Shared fixtures of the journeys: `test` and `expect` from Playwright, plus `api`, a small client
// of the reference server (the same one the page talks to) to pick data the journeys rely on
// without hard-coding the seed, and helpers the specs share.
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Card-level product of the API (docs/api.md). */
export interface ApiProduct {
  readonly id: number;
  readonly name: string;
  readonly unique_slug: string;
  readonly stock: number;
}

/** Product detail of the API (docs/api.md). */
export interface ApiProductDetail extends ApiProduct {
  readonly colors: readonly { name: string; hex: string; slug: string }[];
  readonly sizes: readonly string[];
  readonly variants: readonly { id: number; size: string | null; color: string | null; stock: number }[];
  readonly images: readonly { url: string; alt_text: string; color: string | null }[];
  readonly breadcrumbs: readonly { name: string; unique_slug: string }[];
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
}

/** The colour a product page shows first: the first image's colour, else the first colour (as the page does). */
export function initialColour(product: ApiProductDetail): string | null {
  return product.images.find((image) => image.color)?.color ?? product.colors[0]?.slug ?? null;
}

/** The sizes sold out in the colour the product page shows first. */
export function soldOutSizes(product: ApiProductDetail): string[] {
  const colour = initialColour(product);
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
  };
}

export type StorefrontApi = ReturnType<typeof storefrontApi>;

export const test = base.extend<{ api: StorefrontApi; failOnPageErrors: void }>({
  api: async ({ request }, use) => {
    await use(storefrontApi(request));
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
