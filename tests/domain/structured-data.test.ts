import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AVAILABILITY,
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
  type ProductFacts,
} from '@/domain/structured-data';

const ORIGIN = 'https://shop.example';

const facts = (overrides: Partial<ProductFacts> = {}): ProductFacts => ({
  name: 'Linen Shirt',
  path: '/products/linen-shirt',
  description: 'A loose shirt in washed linen.',
  images: ['/media/linen-shirt.jpg', 'https://cdn.example/linen-shirt-2.jpg'],
  type: 'simple',
  regular_price: 4999,
  sale_price: null,
  min_price: null,
  stock: 4,
  in_stock: true,
  brand: 'Maison',
  sku: 'LS-001',
  ...overrides,
});

describe('productJsonLd', () => {
  it('describes the product with an Offer: decimal price from cents, USD, in stock, absolute URLs', () => {
    const data = productJsonLd(ORIGIN, facts());
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Linen Shirt',
      url: 'https://shop.example/products/linen-shirt',
      description: 'A loose shirt in washed linen.',
      image: ['https://shop.example/media/linen-shirt.jpg', 'https://cdn.example/linen-shirt-2.jpg'],
      brand: { '@type': 'Brand', name: 'Maison' },
      sku: 'LS-001',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/products/linen-shirt',
        price: '49.99',
        priceCurrency: 'USD',
        availability: AVAILABILITY.inStock,
      },
    });
  });

  it('offers the price the tag shows: the sale price when lower, a variable product from its min price', () => {
    expect(productJsonLd(ORIGIN, facts({ sale_price: 3500 })).offers).toMatchObject({ price: '35.00' });
    expect(productJsonLd(ORIGIN, facts({ sale_price: 6000 })).offers).toMatchObject({ price: '49.99' });
    expect(productJsonLd(ORIGIN, facts({ type: 'variable', min_price: 1205 })).offers).toMatchObject({ price: '12.05' });
    expect(productJsonLd(ORIGIN, facts({ regular_price: 7 })).offers).toMatchObject({ price: '0.07' });
  });

  it('is out of stock by the stock rule: no stock, or not in stock', () => {
    expect(productJsonLd(ORIGIN, facts({ stock: 0 })).offers).toMatchObject({ availability: AVAILABILITY.outOfStock });
    expect(productJsonLd(ORIGIN, facts({ in_stock: false })).offers).toMatchObject({ availability: AVAILABILITY.outOfStock });
  });

  it('leaves out what the product does not have', () => {
    const data = productJsonLd(ORIGIN, facts({ brand: null, sku: null, images: [], description: '' }));
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('sku');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
  });

  it('never writes a float: any whole number of cents gives dollars with exactly two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const price = (productJsonLd(ORIGIN, facts({ regular_price: cents })).offers as { price: string }).price;
        expect(price).toMatch(/^\d+\.\d{2}$/);
        expect(Math.round(Number(price) * 100)).toBe(cents);
      }),
    );
  });

  it('refuses a price that is not whole cents', () => {
    expect(() => productJsonLd(ORIGIN, facts({ regular_price: 49.99 }))).toThrow(RangeError);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    expect(breadcrumbJsonLd(ORIGIN, [{ name: 'Women', path: '/categories/women' }, { name: 'Dresses', path: '/categories/dresses' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Women', item: 'https://shop.example/categories/women' },
        { '@type': 'ListItem', position: 2, name: 'Dresses', item: 'https://shop.example/categories/dresses' },
      ],
    });
  });
});

describe('organizationJsonLd and webSiteJsonLd', () => {
  it('name the store, its site and logo, and where a search goes', () => {
    expect(organizationJsonLd(ORIGIN, '/favicon.svg')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Maison',
      url: 'https://shop.example/',
      logo: 'https://shop.example/favicon.svg',
    });
    const site = webSiteJsonLd(ORIGIN, '/?search={search_term_string}');
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.example/?search={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < > & so a value cannot close the script, and parses back unchanged', () => {
    const data = productJsonLd(ORIGIN, facts({ name: 'Tote </script><script>alert(1)</script> & co', description: 'a\u2028b' }));
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(json).not.toContain('&');
    expect(json).not.toContain('\u2028');
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('round-trips any text', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const data = organizationJsonLd(ORIGIN, name);
        const json = serializeJsonLd([data]);
        expect(json.toLowerCase()).not.toContain('</script');
        expect(JSON.parse(json)).toEqual([data]);
      }),
    );
  });
});
