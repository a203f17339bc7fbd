// The server renders the whole document with React (issue 15): the same PageHead and images then
// write the head. Checked here with react-dom/server on a document of our own.
import { ServicesProvider } from '@/ui/app/services';
import { BlurhashImage } from '@/ui/components/blurhash-image';
import { PageHead } from '@/ui/seo';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createTestContainer } from '../../support/test-container';

function renderDocument() {
  const { container } = createTestContainer();
  const decode = vi.fn(() => ({ ok: true as const, dataUrl: 'data:image/png;base64,AAA' }));
  const html = renderToString(
    <html lang="en-US">
      <head>
        <meta charSet="UTF-8" />
      </head>
      <body>
        <ServicesProvider services={container}>
          <MemoryRouter initialEntries={['/products/linen-shirt']}>
            <main>
              <PageHead title="Linen Shirt" description="A loose shirt." type="product" price={4999} image={{ url: '/media/shirt.jpg' }} breadcrumbs={[{ name: 'Men', path: '/categories/men' }]} />
              <BlurhashImage src="/media/shirt.jpg" alt="Linen shirt" blurhash="LEHV6nWB2yk8" width={800} height={1000} decode={decode} priority />
            </main>
          </MemoryRouter>
        </ServicesProvider>
      </body>
    </html>,
  );
  return { html, decode };
}

describe('PageHead in a server render', () => {
  it('puts the title, meta, canonical and the LCP preload in <head>, the JSON-LD in the body, and decodes nothing', () => {
    const { html, decode } = renderDocument();
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body>'));
    expect(head).toContain('<title>Linen Shirt | Maison</title>');
    expect(head).toContain('<meta name="description" content="A loose shirt."/>');
    expect(head).toContain('<link rel="canonical" href="https://maison.test/products/linen-shirt"/>');
    expect(head).toContain('<meta property="product:price:amount" content="49.99"/>');
    expect(head).toMatch(/<link rel="preload" (?=[^>]*as="image")(?=[^>]*href="\/media\/shirt.jpg")(?=[^>]*fetchPriority="high")[^>]*>/);
    expect(body).not.toContain('<title>');
    expect(body).toContain('<script type="application/ld+json">');
    // The image is in the markup with its size and priority; its placeholder waits for the browser's idle time.
    expect(body).toMatch(/<img (?=[^>]*width="800")(?=[^>]*height="1000")(?=[^>]*loading="eager")(?=[^>]*fetchPriority="high")[^>]*>/);
    expect(decode).not.toHaveBeenCalled();
  });
});
