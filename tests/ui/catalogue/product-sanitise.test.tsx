// happy-dom's HTML parser mangles what DOMPurify hands it, so this file checks the wiring (every
// HTML string from the API goes through DOMPurify.sanitize before it is rendered) with a stand-in
// sanitiser; DOMPurify itself is checked in a real browser by the journeys.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, TEST_API } from '../../support/test-container';
import { productDetail } from './fixtures';
import { catalogueServer } from './msw';

const sanitize = vi.hoisted(() => vi.fn((_html: string) => '<p>sanitised</p>'));
vi.mock('dompurify', () => ({ default: { sanitize } }));

const server = catalogueServer();

describe('product page HTML', () => {
  it('renders the description and the fixed sections only through DOMPurify.sanitize', async () => {
    const detail = productDetail();
    server.use(
      http.get(`${TEST_API}/api/products/silk-utility-overshirt-4`, () => HttpResponse.json(detail)),
      http.get(`${TEST_API}/api/fixed-sections/:slug`, ({ params }) => HttpResponse.json({ slug: params.slug, title: 'Fixed', content: `<script>bad()</script>${String(params.slug)}` })),
    );
    renderRoute('/products/silk-utility-overshirt-4');
    await screen.findByRole('heading', { level: 1, name: 'Silk Utility Overshirt' });
    expect(sanitize).toHaveBeenCalledWith(detail.description);
    await waitFor(() => expect(sanitize).toHaveBeenCalledWith('<script>bad()</script>delivery-and-returns'));
    expect(sanitize).toHaveBeenCalledWith('<script>bad()</script>environmental-characteristics');
    await waitFor(() => expect(screen.getAllByText('sanitised')).toHaveLength(3));
    // Nothing of the raw HTML reached the page: the structured data holds plain text only (JSON,
    // escaped), without what a script or style element held.
    // The page's head hydrates after the page (a deferred part): its JSON-LD comes with it.
    const jsonLd = await waitFor(() => {
      const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
      expect(scripts.length).toBeGreaterThan(0);
      return scripts;
    });
    const rendered = jsonLd.reduce((html, script) => html.replace(script.outerHTML, ''), document.body.innerHTML);
    expect(rendered).not.toContain('bad()');
    expect(rendered).not.toContain('Cut from silk');
    const product = jsonLd.map((script) => JSON.parse(script.textContent ?? '') as { '@type': string; description?: string }).find((data) => data['@type'] === 'Product');
    expect(product?.description).toMatch(/^Cut from silk/);
    expect(product?.description).not.toContain('pwned');
  });
});
