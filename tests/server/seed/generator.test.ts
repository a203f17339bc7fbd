import { isBlurhashValid } from 'blurhash';
import { describe, expect, it } from 'vitest';
import { BLURHASH_LENGTH } from '../../../server/src/seed/blurhash.js';
import { COLOURS } from '../../../server/src/seed/colors.js';
import { drawingPhotoUrl } from '../../../server/src/seed/drawing-photo-url.js';
import { type GeneratedProduct, generateProducts } from '../../../server/src/seed/products.js';
import { SIZE_RUNS } from '../../../server/src/seed/taxonomy.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const generate = (total: number, seed = 7) => [...generateProducts({ seed, total, now: NOW })];
const products: GeneratedProduct[] = generate(3000);
const variants = products.flatMap((p) => p.variants);

describe('the product generator', () => {
  it('is deterministic: the same seed gives the same catalogue, another seed another one', () => {
    expect(generate(200)).toEqual(generate(200));
    expect(generate(50, 8).map((p) => p.name)).not.toEqual(generate(50, 7).map((p) => p.name));
  });

  it('makes product i independent of the catalogue size (batches can be generated apart)', () => {
    expect(generate(10)[4]!.variants).toEqual(generate(2000)[4]!.variants);
  });

  it('gives unique slugs, never a reserved one', () => {
    const slugs = products.map((p) => p.unique_slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((s) => ['cart', 'wishlist', 'shipping-fee'].includes(s))).toEqual([]);
    expect(slugs.every((s) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s))).toBe(true);
  });

  it('prices in cents between $19.99 and $390, ending in .99 or .00, sales 10–60% off on about 30%', () => {
    for (const p of products) {
      expect(p.regular_price).toBeGreaterThanOrEqual(999);
      expect(p.regular_price).toBeLessThanOrEqual(39000);
      expect([99, 0]).toContain(p.regular_price % 100);
      if (p.sale_price !== null) {
        const off = (p.regular_price - p.sale_price) / p.regular_price;
        expect(off).toBeGreaterThanOrEqual(0.0999);
        expect(off).toBeLessThanOrEqual(0.6);
      }
    }
    const onSale = products.filter((p) => p.sale_price !== null).length / products.length;
    expect(onSale).toBeGreaterThan(0.25);
    expect(onSale).toBeLessThan(0.35);
  });

  it('has 1–4 colours, every size of the run per colour, and has-more-colours products', () => {
    for (const p of products) {
      expect(p.colors.length).toBeGreaterThanOrEqual(1);
      expect(p.colors.length).toBeLessThanOrEqual(4);
      expect(p.variants).toHaveLength(p.colors.length * p.sizes.length);
      expect(p.type).toBe(p.variants.length === 1 ? 'simple' : 'variable');
    }
    expect(products.some((p) => p.colors.length > 1)).toBe(true);
    expect(products.some((p) => p.type === 'simple')).toBe(true);
    expect(new Set(products.map((p) => p.sizes.join()))).toEqual(new Set(Object.values(SIZE_RUNS).map((run) => run.join())));
  });

  it('has sold-out sizes, a few products fully out of stock, and never negative stock', () => {
    expect(variants.every((v) => Number.isInteger(v.stock) && v.stock >= 0)).toBe(true);
    const soldOut = variants.filter((v) => v.stock === 0).length / variants.length;
    expect(soldOut).toBeGreaterThan(0.15);
    expect(soldOut).toBeLessThan(0.35);
    const outOfStock = products.filter((p) => p.variants.every((v) => v.stock === 0)).length;
    expect(outOfStock).toBeGreaterThan(0);
    expect(outOfStock / products.length).toBeLessThan(0.05);
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
  });

  it('sells sizes out in every colour, the core sizes of a run more often, and leaves sizes down to their last pieces', () => {
    const sized = products.filter((p) => p.sizes.length > 1 && p.variants.some((v) => v.stock > 0));
    const stockOf = (p: GeneratedProduct, size: string) => p.variants.filter((v) => v.size === size).map((v) => v.stock);
    const share = (run: readonly string[], size: string, holds: (stocks: number[]) => boolean) => {
      const ofRun = sized.filter((p) => p.sizes.join() === run.join());
      return ofRun.filter((p) => holds(stockOf(p, size))).length / ofRun.length;
    };
    const goneInEveryColour = (stocks: number[]) => stocks.every((stock) => stock === 0);
    // Women's M leaves about four in five products, not every one of them.
    expect(share(SIZE_RUNS.women, 'M', goneInEveryColour)).toBeGreaterThan(0.15);
    expect(share(SIZE_RUNS.women, 'M', goneInEveryColour)).toBeLessThan(0.35);
    expect(share(SIZE_RUNS.women, 'XS', goneInEveryColour)).toBeGreaterThan(0.05);
    expect(share(SIZE_RUNS.women, 'XS', goneInEveryColour)).toBeLessThan(share(SIZE_RUNS.women, 'M', goneInEveryColour));
    expect(share(SIZE_RUNS.women, 'S', (stocks) => stocks.every((stock) => stock > 0 && stock <= 3))).toBeGreaterThan(0.05);
    // Every product with sizes keeps one of them.
    for (const p of products.filter((p) => p.sizes.length > 1 && !p.variants.every((v) => v.stock === 0))) {
      expect(p.sizes.some((size) => !goneInEveryColour(stockOf(p, size)))).toBe(true);
    }
  });

  it('gives two images per colour with alt text and a valid blurhash', () => {
    const known = new Set(COLOURS.map((c) => c.slug));
    for (const p of products.slice(0, 500)) {
      expect(p.images).toHaveLength(2 * p.colors.length);
      for (const image of p.images) {
        expect(known.has(image.color)).toBe(true);
        expect([drawingPhotoUrl(p.drawing, image.color, 'front'), drawingPhotoUrl(p.drawing, image.color, 'back')]).toContain(image.url);
        expect(image.url).toMatch(/^\/media\/photos\/[0-9a-f]{24}\/960\.webp$/);
        expect(image.alt_text).toContain(p.name);
        expect(image.blurhash).toHaveLength(BLURHASH_LENGTH);
        expect(isBlurhashValid(image.blurhash)).toEqual({ result: true });
      }
    }
  });

  it('marks recent products new, a dozen featured, and fills the search keywords', () => {
    const recent = products.filter((p) => p.is_new);
    expect(recent.length / products.length).toBeGreaterThan(0.04);
    expect(recent.length / products.length).toBeLessThan(0.2);
    for (const p of recent) expect(NOW.getTime() - p.created_at.getTime()).toBeLessThan(21 * 86_400_000);
    expect(products.filter((p) => p.is_featured).length).toBeGreaterThanOrEqual(8);
    expect(products.filter((p) => p.is_featured).length).toBeLessThanOrEqual(13);
    for (const p of products.slice(0, 100)) {
      expect(p.search_brand).toBe(p.brand.toLowerCase());
      expect(p.search_facets).not.toBe('');
      expect(p.description).toMatch(/^<p>.*<\/ul>$/);
      expect(p.composition).not.toBe('');
      expect(p.care).not.toBe('');
    }
  });

  it('gives realistic names', () => {
    expect(products.slice(0, 20).map((p) => p.name).every((n) => /^[A-Z][A-Za-z-]+( [A-Z][A-Za-z-]+)+$/.test(n))).toBe(true);
    expect(products.some((p) => /Dress$/.test(p.name))).toBe(true);
    expect(products.some((p) => /Jumper$/.test(p.name))).toBe(true);
  });
});
