import type { HomeContent } from '@/application';
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
  it('shows skeletons while loading, then the heroes, collections, featured products and new arrivals', async () => {
    let release: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${TEST_API}/api/home`, async () => {
        await ready;
        return HttpResponse.json(HOME);
      }),
    );
    renderRoute('/');
    expect(await screen.findAllByText('Loading products', {}, { timeout: 3000 })).toHaveLength(2);
    release();

    const hero = await screen.findByRole('link', { name: /The Summer Edit/ });
    expect(hero.getAttribute('href')).toBe('/tags/summer-edit');
    expect(within(hero).getByText('Shop the edit')).toBeTruthy();
    expect(screen.getByRole('link', { name: /The Linen Shop/ }).getAttribute('href')).toBe('/tags/linen');
    const featured = screen.getByRole('list', { name: 'Featured' });
    expect(within(featured).getByRole('link', { name: 'Silk Utility Overshirt' }).getAttribute('href')).toBe('/products/silk-utility-overshirt-1');
    const arrivals = screen.getByRole('list', { name: 'New arrivals' });
    expect(within(arrivals).getByText('New')).toBeTruthy();
    expect(screen.queryByText('Loading products')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Maison — Fashion store'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('designed in Beirut');
  });
});
