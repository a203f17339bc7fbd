import { type Cents } from './money';
import { SITE_NAME } from './page-title';
import { type Product } from './product';

// What a page says about itself to browsers, search engines and link previews.

/** Description of a page that has none of its own. */
export const SITE_DESCRIPTION = `${SITE_NAME} — contemporary fashion for women, men and kids. Delivery across Lebanon and abroad, returns within 30 days.`;

/**
 * An absolute URL for a path or URL the app links to: an absolute or protocol-relative URL stays
 * (https assumed), a path is put after the public origin. With no origin known the path stays.
 */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `https:${pathOrUrl}`;
  const base = origin.replace(/\/+$/, '');
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The price a product is offered at, as its price tag shows it: "From" min price, else the sale price when lower. */
export function offeredPrice(product: Pick<Product, 'type' | 'regular_price' | 'sale_price' | 'min_price'>): Cents {
  if (product.type === 'variable') return product.min_price ?? product.regular_price;
  return product.sale_price !== null && product.sale_price < product.regular_price ? product.sale_price : product.regular_price;
}

/**
 * A plain-text summary of HTML for a meta description: scripts and styles dropped with what they
 * hold, tags dropped, spaces collapsed, at most 155 characters. Text, never markup.
 */
export function textSummary(html: string, max = 155): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
