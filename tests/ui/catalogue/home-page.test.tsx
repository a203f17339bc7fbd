import { type HomeContent, UiStore } from '@/application';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, TEST_API } from '../../support/test-container';
import { product } from './fixtures';
import { catalogueServer } from './msw';

const server = catalogueServer();

const image = (url: string, alt: string) => ({ url, alt_text: alt, blurhash: null });
const HOME: HomeContent = {
  hero: [
    { title: 'The Summer Edit', subtitle: 'Linen and poplin for long days.', cta: 'Shop the edit', link: '/tags/summer-edit', image: image('/h1.svg', 'A terracotta wrap dress') },
    { title: 'Up to 60% off', cta: 'Shop the sale', link: '/tags/sale', image: image('/h2.svg', 'A sage jumper') },
  ],
  collections: [{ title: 'The Linen Shop', link: '/tags/linen', image: image('/c1.svg', 'An off-white linen shirt') }],
  featured: [product({ id: 1, name: 'Silk Utility Overshirt', unique_slug: 'silk-utility-overshirt-1' })],
  new_arrivals: [product({ id: 2, name: 'Wool Chino Trousers', unique_slug: 'wool-chino-trousers-2', isNew: true })],
};

describe('home page', () => {
  it('loads its content before it shows (the route loader), then the heroes, collections, featured products and new arrivals', async () => {
    let release: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (release = resolve));
    let requests = 0;
    server.use(
      http.get(`${TEST_API}/api/home`, async () => {
        requests += 1;
        await ready;
        return HttpResponse.json(HOME);
      }),
    );
    renderRoute('/');
    // The route's loading state while the loader waits: no half-built page.
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /The Summer Edit/ })).toBeNull();
    release();

    const hero = await screen.findByRole('link', { name: /The Summer Edit/ });
    expect(hero.getAttribute('href')).toBe('/tags/summer-edit');
    expect(within(hero).getByText('Shop the edit')).toBeTruthy();
    // The sections below the banners are a deferred part: they show once their code is there.
    expect((await screen.findByRole('link', { name: /The Linen Shop/ })).getAttribute('href')).toBe('/tags/linen');
    const featured = screen.getByRole('list', { name: 'Featured' });
    expect(within(featured).getByRole('link', { name: 'Silk Utility Overshirt' }).getAttribute('href')).toBe('/products/silk-utility-overshirt-1');
    const arrivals = screen.getByRole('list', { name: 'New arrivals' });
    expect(within(arrivals).getByText('New')).toBeTruthy();
    expect(requests).toBe(1);
  });

  it('writes its head: title, description, canonical, preview image, Organization and WebSite with a search', async () => {
    server.use(http.get(`${TEST_API}/api/home`, () => HttpResponse.json(HOME)));
    renderRoute('/');
    await screen.findByRole('link', { name: /The Summer Edit/ });
    await waitFor(() => expect(document.title).toBe('Maison — Fashion store'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('designed in Beirut');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://maison.test/');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://maison.test/h1.svg');
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
    expect(data.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
    expect(data[1]).toMatchObject({ potentialAction: { target: { urlTemplate: 'https://maison.test/?search={search_term_string}' } } });
  });

  it('the first hero is the LCP image: eager, high priority, preloaded; the others are lazy', async () => {
    server.use(http.get(`${TEST_API}/api/home`, () => HttpResponse.json(HOME)));
    renderRoute('/');
    const first = await screen.findByRole('img', { name: 'A terracotta wrap dress' });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(document.head.querySelector('link[rel="preload"][as="image"][href="/h1.svg"]')).not.toBeNull();
    for (const name of ['A sage jumper', 'An off-white linen shirt']) {
      const image = await screen.findByRole('img', { name });
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.hasAttribute('fetchpriority')).toBe(false);
    }
  });

  it('says so when the content could not be loaded', async () => {
    server.use(http.get(`${TEST_API}/api/home`, () => HttpResponse.json({ message: 'Bug', data: { errors: {} } }, { status: 500 })));
    renderRoute('/');
    expect(await screen.findByText('The shop could not be loaded. Please try again in a moment.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Highlights' })).toBeNull();
  });

  it('opens the search drawer on the words of /?search= (the WebSite SearchAction’s URL)', async () => {
    server.use(http.get(`${TEST_API}/api/home`, () => HttpResponse.json(HOME)));
    const { container } = renderRoute('/?search=%20linen%20dress%20');
    await waitFor(() => expect(container.get(UiStore).snapshot.drawers).toContainEqual({ kind: 'search', term: 'linen dress' }));
  });
});
