import { AuthStore, CartStore, CONTENT_GATEWAY, LoadStartupData, ShellStore, type ContentGateway } from '@/application';
import { PAGE_NOT_FOUND } from '@/domain';
import { renderHook, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it, vi } from 'vitest';
import { useService } from '@/ui/app/services';
import { createTestContainer, renderRoute, TEST_API } from '../support/test-container';
import { listenStrictly } from '../support/msw/server';

const server = setupServer();
listenStrictly(server);

describe('routes (spec §2, §8)', () => {
  it('an unknown path shows "Page not found: {path}" with a way home, inside the header and footer', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { name: PAGE_NOT_FOUND('/no-such-page') })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('the redirect table redirects inside the app, and an external target is a full page load', async () => {
    server.use(http.post(`${TEST_API}/api/faqs`, () => HttpResponse.json([])));
    const { router } = renderRoute('/help', { redirects: { '/help': '/faq' } });
    // The FAQ page itself.
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/faq');

    const assign = vi.fn();
    renderRoute('/press', { redirects: { '/press': 'https://press.example.com/' }, assign });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://press.example.com/'));
  });

  it('/my-account goes to its overview', async () => {
    const { router } = renderRoute('/my-account');
    // The guard's feature and the layout load first, through their tables: a first transform on a busy machine.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-account/overview'), { timeout: 5000 });
  });
});

describe('composition root', () => {
  it('stores are singletons: the badge and the drawer see one cart', () => {
    const { container } = createTestContainer();
    expect(container.get(CartStore)).toBe(container.get(CartStore));
  });

  it('a 401 from a real HTTP call (msw) clears the user token and the UI state', async () => {
    server.use(http.get(`${TEST_API}/api/products/cart`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const { container, tokens } = createTestContainer();
    tokens.write('user', 'expired-token');
    const auth = container.get(AuthStore);
    auth.signIn({ token: 'expired-token', user: { id: 1, first_name: 'A', last_name: 'B', email: 'a@b.co', phone: null, birth_date: null, gender: null } });
    const { CART_GATEWAY } = await import('@/application');
    await expect(container.get(CART_GATEWAY).get()).rejects.toMatchObject({ name: 'UnauthorizedError' });
    expect(auth.isAuthenticated).toBe(false);
    expect(tokens.read('user')).toBeNull();
  });

  it('one binding swapped for an in-memory fake drives the real use case', async () => {
    const fake: Partial<ContentGateway> = {
      menu: async () => [{ label: 'Women', type: 'category', link: null, category: { unique_slug: 'women' }, tag: null, megamenu_columns: [], image: null, image_link: null }],
      footer: async () => [],
      socialLinks: async () => [],
    };
    server.use(http.get(`${TEST_API}/api/settings`, () => HttpResponse.json({ store_notice: null, newsletter_controller: 'Maison Beirut SAL', support_email: 'care@maison.test' })));
    const { container } = createTestContainer((c) => c.rebind(CONTENT_GATEWAY).toConstantValue(fake as ContentGateway));
    await container.get(LoadStartupData).execute();
    const shell = container.get(ShellStore).snapshot;
    expect(shell.menu.map((entry) => entry.label)).toEqual(['Women']);
    expect(shell.settings?.newsletter_controller).toBe('Maison Beirut SAL');
  });

  it('useService outside the provider says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useService(CartStore))).toThrow('useService needs a <ServicesProvider> above it.');
  });
});
