import { centsToDecimal, CURRENCY } from './money';
import { absoluteUrl, offeredPrice } from './page-meta';
import { SITE_NAME } from './page-title';
import { type Product } from './product';
import { canAddToCart } from './stock';

// schema.org structured data (JSON-LD) of the storefront's pages, built from plain data.

/** A JSON-LD document: plain JSON with its `@context` and `@type`. */
export type JsonLd = { readonly '@context': 'https://schema.org'; readonly '@type': string } & Readonly<Record<string, unknown>>;

/** schema.org availability of an offer. */
export const AVAILABILITY = { inStock: 'https://schema.org/InStock', outOfStock: 'https://schema.org/OutOfStock' } as const;

/** The placeholder a SearchAction's target URL carries, named by its `query-input`. */
export const SEARCH_TERM_PLACEHOLDER = '{search_term_string}';

/** What a product's structured data reads: the card's fields plus its detail. */
export interface ProductFacts extends Pick<Product, 'name' | 'type' | 'regular_price' | 'sale_price' | 'min_price' | 'stock' | 'in_stock' | 'brand'> {
  /** Path (or URL) of the product page. */
  readonly path: string;
  readonly description: string;
  readonly images: readonly string[];
  readonly sku?: string | null;
}

/** One step of a breadcrumb trail: a name and the path it links to. */
export interface BreadcrumbStep {
  readonly name: string;
  readonly path: string;
}

/** `Product` with its `Offer`: price as a decimal string from cents, USD, availability by the stock rule. */
export function productJsonLd(origin: string, product: ProductFacts): JsonLd {
  const url = absoluteUrl(origin, product.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
    ...(product.description ? { description: product.description } : {}),
    ...(product.images.length > 0 ? { image: product.images.map((image) => absoluteUrl(origin, image)) } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: centsToDecimal(offeredPrice(product)),
      priceCurrency: CURRENCY,
      availability: canAddToCart(product) ? AVAILABILITY.inStock : AVAILABILITY.outOfStock,
    },
  };
}

/** `BreadcrumbList` of a trail, positions from 1, each item an absolute URL. */
export function breadcrumbJsonLd(origin: string, trail: readonly BreadcrumbStep[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/** `Organization`: the store's name, site and logo. */
export function organizationJsonLd(origin: string, logoPath: string): JsonLd {
  return { '@context': 'https://schema.org', '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(origin, '/'), logo: absoluteUrl(origin, logoPath) };
}

/**
 * `WebSite` with a `SearchAction`: `searchPath` is a path with SEARCH_TERM_PLACEHOLDER where the
 * shopper's words go (e.g. "/?search={search_term_string}").
 */
export function webSiteJsonLd(origin: string, searchPath: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absoluteUrl(origin, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl(origin, searchPath) },
      'query-input': `required name=${SEARCH_TERM_PLACEHOLDER.slice(1, -1)}`,
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` escaped as \u003c, \u003e and
 * \u0026 (a name holding "</script>" cannot end the script), and the line separators JavaScript
 * parsers once refused. JSON.parse reads it back unchanged.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
