/** What the API benchmark measures: realistic search terms, category pages and the menu. */
import { type Scenario } from './load.js';

export const SEARCH_TERMS = [
  'linen dress', 'merino', 'jeans', 'white shirt', 'chelsea boots', 'blazer', 'organic cotton', 'wool coat',
  'sneakers', 'cashmere scarf', 'wide-leg trousers', 'hoodie', 'tote', 'midi skirt', 'navy', 'kids t-shirt',
];

export const CATEGORY_PAGES = [
  '/api/categories/women/products?page=1&perpage=12',
  '/api/categories/women-dresses/products?page=1&perpage=12',
  '/api/categories/men/products?page=2&perpage=12',
  '/api/categories/men-shirts/products?page=1&perpage=12&sort=price_asc',
  '/api/categories/women-knitwear/products?page=1&perpage=12&size=M',
  '/api/categories/sneakers/products?page=1&perpage=12',
  '/api/categories/kids/products?page=1&perpage=12&sort=discount',
  '/api/categories/accessories/products?page=1&perpage=24&color=black',
];

export const SCENARIOS: readonly Scenario[] = [
  { name: 'baseline: Fastify hello world', target: 'baseline', requests: [{ method: 'GET', path: '/hello' }] },
  {
    name: 'search POST /api/products',
    target: 'app',
    requests: SEARCH_TERMS.map((search) => ({
      method: 'POST',
      path: '/api/products?page=1&perpage=12',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ search }),
    })),
  },
  {
    name: 'baseline: the same listings from memory',
    target: 'baseline',
    requests: CATEGORY_PAGES.map((_, index) => ({ method: 'GET', path: `/listing-from-memory/${index}` })),
  },
  {
    name: 'baseline: the same listings made fresh',
    target: 'baseline',
    requests: CATEGORY_PAGES.map((_, index) => ({ method: 'GET', path: `/listing-made-fresh/${index}` })),
  },
  { name: 'category GET /api/categories/…/products', target: 'app', requests: CATEGORY_PAGES.map((path) => ({ method: 'GET', path })) },
  { name: 'menu GET /api/menu', target: 'app', requests: [{ method: 'GET', path: '/api/menu' }] },
];

/**
 * Search over the long tail: every request a term of its own (cycled through `terms` by all
 * connections together), so neither the answer cache nor PostgreSQL sees the same query twice in a row.
 */
export function longTailScenario(terms: readonly string[]): Scenario & { sample: readonly string[] } {
  let next = 0;
  return {
    name: `search long tail POST /api/products (${terms.length.toLocaleString('en-US')} terms)`,
    target: 'app',
    sample: terms,
    requests: [{
      method: 'POST',
      path: '/api/products?page=1&perpage=12',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ search: terms[(next += 1) % terms.length] }) }),
    }],
  };
}
