import { productJsonLd, type JsonLd } from '@/domain';
import { ServicesProvider } from '@/ui/app/services';
import { PageHead, type PageHeadProps } from '@/ui/seo';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestContainer } from '../../support/test-container';

/** Renders a PageHead at a path, with the test container (public origin https://maison.test). */
function renderHead(props: PageHeadProps, path = '/somewhere') {
  const { container } = createTestContainer();
  const router = createMemoryRouter([{ path: '*', element: <PageHead {...props} /> }], { initialEntries: [path] });
  return render(
    <ServicesProvider services={container}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

describe('PageHead', () => {
  it('writes the title, description, canonical and Open Graph into <head>, absolute on the public origin', () => {
    renderHead({ title: 'Dresses', description: 'Fluid dresses.' }, '/categories/dresses?sort=price_asc');
    expect(document.title).toBe('Dresses | Maison');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(meta('meta[name="description"]')).toBe('Fluid dresses.');
    // The current path without the query (filters and sort are the same page).
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://maison.test/categories/dresses');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:title"]')).toBe('Dresses | Maison');
    expect(meta('meta[property="og:description"]')).toBe('Fluid dresses.');
    expect(meta('meta[property="og:url"]')).toBe('https://maison.test/categories/dresses');
    expect(meta('meta[property="og:site_name"]')).toBe('Maison');
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.body.querySelector('meta, title, link')).toBeNull();
  });

  it('a product: og:type product, its price in USD, a large image card with the price as a label', () => {
    renderHead({ title: 'Linen Shirt', type: 'product', price: 4999, image: { url: '/media/shirt.jpg', alt: 'A linen shirt' }, canonicalPath: '/products/linen-shirt' });
    expect(meta('meta[property="og:type"]')).toBe('product');
    expect(meta('meta[property="og:image"]')).toBe('https://maison.test/media/shirt.jpg');
    expect(meta('meta[property="og:image:alt"]')).toBe('A linen shirt');
    expect(meta('meta[property="product:price:amount"]')).toBe('49.99');
    expect(meta('meta[property="product:price:currency"]')).toBe('USD');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:image"]')).toBe('https://maison.test/media/shirt.jpg');
    expect(meta('meta[name="twitter:label1"]')).toBe('Price');
    expect(meta('meta[name="twitter:data1"]')).toBe('$49.99');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://maison.test/products/linen-shirt');
  });

  it('the home page: "Maison — Fashion store", and the store description when a page has none', () => {
    renderHead({ title: '' }, '/');
    expect(document.title).toBe('Maison — Fashion store');
    expect(meta('meta[name="description"]')).toContain('contemporary fashion');
  });

  it('a private or error page is kept out of search engines and names no canonical URL', () => {
    renderHead({ title: 'Page not found', noindex: true }, '/nope');
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('writes breadcrumbs and other structured data as JSON-LD that no value can break out of', () => {
    const hostile = '</script><script>alert(1)</script>';
    const product = (origin: string): JsonLd[] => [
      productJsonLd(origin, { name: hostile, path: '/products/x', description: '', images: [], type: 'simple', regular_price: 100, sale_price: null, min_price: null, stock: 1, in_stock: true }),
    ];
    renderHead({ title: 'X', structuredData: product, breadcrumbs: [{ name: 'Women', path: '/categories/women' }] });
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(2);
    expect(scripts[0]!.innerHTML).not.toContain('</script>');
    expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    const [data, trail] = scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
    expect(data).toMatchObject({ '@type': 'Product', name: hostile, url: 'https://maison.test/products/x', offers: { price: '1.00' } });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1, name: 'Women', item: 'https://maison.test/categories/women' }] });
    expect(screen.queryByText(/alert/)).toBeNull();
  });

  it('leaves the head when the page leaves', () => {
    const view = renderHead({ title: 'Gone soon', description: 'Bye.' });
    expect(document.title).toBe('Gone soon | Maison');
    view.unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
