import { describe, expect, it } from 'vitest';
import { BRAND_RANGES, HOUSE_BRAND } from '../../../server/src/seed/brands.js';
import { drawingPhotoUrl } from '../../../server/src/seed/drawing-photo-url.js';
import { renderGarmentSvg } from '../../../server/src/seed/garment-svg.js';
import { DEFAULT_SEED } from '../../../server/src/seed/index.js';
import { type GeneratedProduct, generateProducts } from '../../../server/src/seed/products.js';

// The whole demo catalogue a store of 5,000 products shows, as the seed generates it.
const products: GeneratedProduct[] = [...generateProducts({ seed: DEFAULT_SEED, total: 5000, now: new Date('2026-06-01T00:00:00Z') })];
const text = (html: string) => html.replace(/<[^>]+>/g, ' ');
const named = (words: RegExp) => products.filter((p) => words.test(p.name));

describe('the demo catalogue agrees with itself', () => {
  it('draws a V-neck for every top named V-neck, and describes none of them with a crew neck', () => {
    const vNecks = named(/\bV-Neck (T-Shirt|Jumper)$/);
    expect(vNecks.length).toBeGreaterThan(20);
    for (const p of vNecks) {
      expect(p.drawing, p.name).toMatch(/^v-neck-/);
      expect(text(p.description), p.name).not.toMatch(/crew.neck/i);
      expect(p.images.map((image) => image.url)).toEqual(p.colors.flatMap((colour) => [drawingPhotoUrl(p.drawing, colour, 'front'), drawingPhotoUrl(p.drawing, colour, 'back')]));
    }
    expect(renderGarmentSvg('v-neck-t-shirt', '#222222', 'front')).not.toBe(renderGarmentSvg('t-shirt', '#222222', 'front'));
    expect(renderGarmentSvg('v-neck-knit', '#222222', 'front')).not.toBe(renderGarmentSvg('knit', '#222222', 'front'));
  });

  it('draws and describes every other top with the crew neck its drawing shows', () => {
    const crews = products.filter((p) => (p.garment === 't-shirt' || p.garment === 'knit') && !/V-Neck/.test(p.name));
    expect(crews.length).toBeGreaterThan(100);
    for (const p of crews) {
      expect(p.drawing, p.name).toBe(p.garment);
      expect(text(p.description), p.name).not.toMatch(/V-neck/i);
    }
  });

  it('names nothing the drawings do not show', () => {
    const unseen = /Cropped|Striped|Cardigan|Zip|Halterneck|Slip|Maxi|Mini Dress|Smocked|Tiered|Camp-Collar|Grandad|Roll-Neck|Long-Line|Cargo|Drawstring|Bootcut|Wide-Leg Jeans|Barrel|Tapered|Platform|Heeled|Cable/;
    expect(named(unseen).map((p) => p.name)).toEqual([]);
  });

  it('describes the fit the name gives, never another', () => {
    const contradictions: [RegExp, RegExp][] = [
      [/Slim/, /(Relaxed|Oversized) fit|room in the body/],
      [/Oversized/, /(Slim|Regular) fit/],
      [/Relaxed/, /(Slim|Oversized) fit/],
      [/Boxy/, /Slim fit|longer in the body/],
      [/Mini Tote/, /laptop/],
      [/Mid-Rise/, /high rise/i],
    ];
    for (const [name, words] of contradictions) {
      const found = named(name);
      expect(found.length, String(name)).toBeGreaterThan(0);
      expect(found.filter((p) => words.test(text(p.description))).map((p) => `${p.name}: ${text(p.description)}`)).toEqual([]);
    }
    // A name says one fit at most: no "Oversized … Slim-Fit Shirt".
    expect(named(/(Relaxed|Oversized|Structured).*(Slim|Boxy|Tailored|Regular)/).map((p) => p.name)).toEqual([]);
  });

  it('gives every brand only goods its name promises', () => {
    const promises: [RegExp, (p: GeneratedProduct) => boolean][] = [
      [/Denim/, (p) => /Denim/.test(p.name)],
      [/Linen/, (p) => /Linen/.test(p.name)],
      [/Leather/, (p) => ['sneakers', 'boots', 'bag'].includes(p.garment) && /Leather|Suede/.test(p.composition)],
      [/Knitwear/, (p) => ['knit', 'scarf'].includes(p.garment) && /Wool|Cashmere|Alpaca/i.test(p.composition)],
      [/Tailoring/, (p) => ['jacket', 'coat', 'trousers', 'shirt'].includes(p.garment)],
    ];
    for (const [brandWords, fits] of promises) {
      const sold = products.filter((p) => brandWords.test(p.brand));
      expect(sold.length, String(brandWords)).toBeGreaterThan(5);
      expect(sold.filter((p) => !fits(p)).map((p) => `${p.brand}: ${p.name}`)).toEqual([]);
    }
  });

  it('keeps each brand to its declared garments, and every brand has goods', () => {
    for (const p of products) {
      const range = BRAND_RANGES[p.brand];
      expect(range, p.brand).toBeDefined();
      if (range!.garments !== 'all') expect(range!.garments, `${p.brand}: ${p.name}`).toContain(p.garment);
    }
    const brands = new Set(products.map((p) => p.brand));
    expect([...brands].sort()).toEqual(Object.keys(BRAND_RANGES).sort());
    // Only the house brand sells everything; a partner is a specialist.
    const kinds = (brand: string) => new Set(products.filter((p) => p.brand === brand).map((p) => p.garment)).size;
    for (const brand of brands) if (brand !== HOUSE_BRAND && !/Linen|Olive/.test(brand)) expect(kinds(brand), brand).toBeLessThanOrEqual(7);
  });
});
