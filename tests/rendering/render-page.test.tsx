// The server render (src/ui/app/rendering/render-page.tsx) in Node, as the reference server runs
// it: per-request containers, the shopper's cookies, the API in process, statuses, hydration data.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ApiRequest, PageRender } from '@/domain/page-render-contract';
import { BOOT_GLOBAL, readBootData, type BootData } from '@/ui/app/rendering/boot-data';
import { renderPage } from '@/ui/app/rendering/render-page';
import { product } from '../ui/catalogue/fixtures';
import { FOOTER, MENU, SETTINGS, SOCIAL_LINKS } from '../ui/shell/shell-support';

const CONFIG = { apiBaseUrl: '', recaptchaSiteKey: null, googleMapsApiKey: null, buildId: 'test-build', publicOrigin: 'https://shop.test' };
const ASSETS = { styles: ['/assets/index.css'], entry: '/assets/index.js', modules: ['/assets/page.js'], pages: { 'src/ui/pages/home/HomePage.tsx': '/assets/page.js' } };
const ALICE = { id: 1, first_name: 'Alice', last_name: 'Martin', email: 'alice@maison.test', phone: null, birth_date: null, gender: null };
const HOME = {
  hero: [{ title: 'The Summer Edit', subtitle: null, cta: null, link: '/categories/women', image: { url: '/h1.svg', alt_text: 'A wrap dress', blurhash: null } }],
  collections: [],
  featured: [product({ id: 5, name: 'Silk Utility Overshirt', unique_slug: 'silk-utility-overshirt-5' })],
  new_arrivals: [product({ id: 6, name: 'Linen Camp Shirt', unique_slug: 'linen-camp-shirt-6' })],
};
const SNAPSHOT = { id: 7, name: 'Linen shirt', type: 'simple', stock: 9, image: null, regular_price: 4500, sale_price: null, brand: null, delivery_by: null, attributes: [], currency: 'USD', currency_symbol: '$' };

interface Seen {
  readonly url: string;
  readonly authorization: string | undefined;
}

/** The API in process, as a small router: what each shopper's calls get, and who asked. */
function fakeApi(seen: Seen[]) {
  const json = (status: number, body: unknown) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });
  return async (request: ApiRequest) => {
    seen.push({ url: request.url, authorization: request.headers.authorization });
    // Answers come back in a shuffled order, so two renders' calls interleave.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 15));
    const signedIn = request.headers.authorization === 'Bearer tok-alice';
    switch (request.url) {
      case '/api/menu':
        return json(200, MENU);
      case '/api/settings':
        return json(200, SETTINGS);
      case '/api/footer':
        return json(200, FOOTER);
      case '/api/social-links':
        return json(200, SOCIAL_LINKS);
      case '/api/auth/me':
        return signedIn ? json(200, ALICE) : json(401, { message: 'Unauthenticated.', data: { errors: {} } });
      case '/api/products/cart':
        return signedIn ? json(200, { items: [{ product: SNAPSHOT, quantity: 3 }], coupons: [] }) : json(401, { message: 'Unauthenticated.', data: { errors: {} } });
      case '/api/home':
        return json(200, HOME);
      case '/api/products/wishlist':
        return json(200, []);
      case '/api/products/boom':
        return json(500, { message: 'Server error', data: { errors: {} } });
      default:
        return json(404, { message: 'Not found', data: { errors: {} } });
    }
  };
}

/** A page rendered for a shopper with these cookies; the API answers as `fakeApi` unless `transport` is given. */
async function render(path: string, cookieHeader: string | undefined, seen: Seen[], transport = fakeApi(seen)): Promise<PageRender> {
  return renderPage({
    url: `https://shop.test${path}`,
    cookieHeader,
    config: CONFIG,
    transport,
    assetsFor: () => ASSETS,
    nonce: 'test-nonce',
    signal: new AbortController().signal,
  });
}

async function html(render: PageRender): Promise<string> {
  if (render.kind !== 'page') throw new Error(`expected a page, got a ${render.kind}`);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await render.pipe(out);
  await ended;
  return Buffer.concat(chunks).toString('utf8');
}

/** The boot data as the browser reads it: the inline script's string literal, evaluated, then parsed. */
function bootData(page: string): BootData {
  const literal = new RegExp(`window\\.${BOOT_GLOBAL}=('(?:[^'\\\\]|\\\\.)*');\\(function\\(\\)\\{var started=false;`).exec(page)?.[1];
  if (!literal) throw new Error('no boot data in the page');
  const data = readBootData(new Function(`return ${literal}`)());
  if (!data) throw new Error('the boot data is not a string');
  return data;
}

describe('the server render', () => {
  it('renders two shoppers at once, each with their own cookies, calls and data', async () => {
    const aliceSeen: Seen[] = [];
    const guestSeen: Seen[] = [];
    const [alice, guest] = await Promise.all([
      render('/our-story-of-nothing', 'storefront_token=tok-alice', aliceSeen).then(html),
      render('/our-story-of-nothing', 'storefront_flag_store-notice-dismissed=1', guestSeen).then(html),
    ]);

    expect(alice).toContain('aria-label="Cart, 3 items"');
    expect(alice).toContain('aria-label="Store notice"');
    expect(guest).toContain('aria-label="Cart, 0 items"');
    expect(guest).not.toContain('aria-label="Store notice"');

    expect(aliceSeen.length).toBeGreaterThan(0);
    expect(aliceSeen.every((call) => call.authorization === 'Bearer tok-alice')).toBe(true);
    expect(guestSeen.every((call) => call.authorization === undefined)).toBe(true);
    expect(aliceSeen.map((call) => call.url)).toContain('/api/auth/me');
    expect(guestSeen.map((call) => call.url)).not.toContain('/api/auth/me');

    // Each page carries its own calls for the browser to replay, and nothing of the other's.
    const aliceBoot = bootData(alice);
    expect(aliceBoot.api.find((call) => call.key.includes('/api/auth/me'))?.data).toMatchObject({ first_name: 'Alice' });
    expect(JSON.stringify(bootData(guest))).not.toContain('Alice');
    expect(aliceBoot.assets).toEqual({ styles: ASSETS.styles, entry: ASSETS.entry, pages: ASSETS.pages });
  });

  it("hands the server a head script that makes the store's price formatter, as the page's first Intl object", async () => {
    const page = await render('/', undefined, []);
    expect(page.kind === 'page' && page.headScript).toBe('new Intl.NumberFormat("en-US",{"style":"currency","currency":"USD"}).format(0);');
  });

  it('streams one whole document: the page, its styles, and the inline script under the nonce; its code loads after the first paint', async () => {
    const page = await html(await render('/nope', undefined, []));
    expect(page.startsWith('<!DOCTYPE html><html lang="en-US">')).toBe(true);
    expect(page).toContain('<link rel="stylesheet" href="/assets/index.css"');
    expect(page).toMatch(/<script nonce="test-nonce"[^>]*>window\.__STOREFRONT_BOOT__=/);
    // Nothing of the code is fetched from the head or run by the parser: until the first paint,
    // the stylesheet and the LCP image have the network. Then the entry and the page's chunks
    // start together (after a frame).
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('/assets/page.js');
    expect(head).not.toContain('/assets/index.js');
    expect(page).not.toContain('<script type="module"');
    const start = /\(function\(\)\{var started=false;[^<]*<\/script>/.exec(page)?.[0] ?? '';
    expect(start).toContain('requestAnimationFrame(function(){setTimeout(start,0);});');
    expect(start).toMatch(/\["\/assets\/page\.js"\]\.forEach\(function\(href\)\{var link=document\.createElement\('link'\);link\.rel='modulepreload'/);
    expect(start).toContain('import("/assets/index.js")');
  });

  it('answers 404 for an unknown page and for a failed validity check, with "Page not found"', async () => {
    const unknown = await render('/nope', undefined, []);
    expect(unknown).toMatchObject({ kind: 'page', status: 404 });
    expect(await html(unknown)).toContain('Page not found: /nope');
    const product = await render('/products/no-such-product', undefined, []);
    expect(product).toMatchObject({ kind: 'page', status: 404 });
    expect(await html(product)).toContain('Page not found: /products/no-such-product');
  });

  it('answers 500 with the error page when a loader fails, and hands the browser no detail of the fault', async () => {
    const failed = await render('/products/boom', undefined, []);
    expect(failed).toMatchObject({ kind: 'page', status: 500 });
    const page = await html(failed);
    expect(Object.values(bootData(page).router.errors ?? {})).toEqual([{ message: 'Unexpected error', __type: 'Error' }]);
    expect(page).toMatch(/<p class="[^"]*">500<\/p>/);
  });

  it('keeps data that looks like markup inside the inline script', async () => {
    const seen: Seen[] = [];
    const render404 = await render('/nope', undefined, seen, async (request) =>
      request.url === '/api/settings'
        ? { status: 200, contentType: 'application/json', body: JSON.stringify({ ...SETTINGS, store_notice: { text: '</script><script>alert(1)</script>', link: null } }) }
        : fakeApi(seen)(request),
    );
    const page = await html(render404);
    expect(page).not.toContain('</script><script>alert(1)');
    expect(bootData(page).api.find((call) => call.key.includes('/api/settings'))?.data).toMatchObject({ store_notice: { text: '</script><script>alert(1)</script>' } });
  });

  it("renders the home page's deferred parts in place on the first render, though they register as its route's module loads", async () => {
    const markup = await html(await render('/', undefined, []));
    // In place, inside the page's main: not left pending and streamed after the rest.
    const main = /<main[^>]*>(.*?)<\/main>/s.exec(markup)?.[1] ?? '';
    expect(main).toMatch(/<h2 id="home-Featured"[^>]*>Featured<\/h2>.*Silk Utility Overshirt.*New arrivals.*Linen Camp Shirt/s);
    expect(main).toContain('"@type":"WebSite"');
    expect(main).not.toContain('<!--$?-->');
  });

  it("shows the page's photographs as they arrive: none waits, hidden, for the script to fade it in", async () => {
    const markup = await html(await render('/', undefined, []));
    // Every image that fades in once loaded (BlurhashImage's, the products' photographs).
    const fading = (markup.match(/<img [^>]*>/g) ?? []).filter((image) => image.includes('data-shown'));
    expect(fading.length).toBeGreaterThan(3);
    for (const image of fading) expect(image).toContain('data-shown="true"');
  });

  it('writes every finished boundary in place however long the page, none streamed after it to be moved by script', async () => {
    // A home page of 200 products: its deferred sections alone are well over 100 kB.
    const many = Array.from({ length: 200 }, (_, index) => product({ id: 100 + index, name: `Pleated Wool Skirt ${index}`, unique_slug: `pleated-wool-skirt-${100 + index}` }));
    const markup = await html(
      await render('/', undefined, [], async (request) =>
        request.url === '/api/home' ? { status: 200, contentType: 'application/json', body: JSON.stringify({ ...HOME, featured: many }) } : fakeApi([])(request),
      ),
    );
    expect(markup.length).toBeGreaterThan(150_000);
    const main = /<main[^>]*>(.*?)<\/main>/s.exec(markup)?.[1] ?? '';
    expect(main).toContain('Pleated Wool Skirt 199');
    // React's marks of a boundary left pending, and of a segment written apart to be moved in.
    expect(markup).not.toContain('<!--$?-->');
    expect(markup).not.toMatch(/<div hidden id="S:/);
    expect(markup).not.toContain('$RC(');
  });

  it('renders a private page (account) as its frame, leaving its loaders to the browser', async () => {
    const seen: Seen[] = [];
    const page = await render('/my-account/orders', 'storefront_token=tok-alice', seen);
    expect(page).toMatchObject({ kind: 'page', status: 200, personal: true });
    const markup = await html(page);
    expect(markup).toContain('Loading…');
    // Titled after its route meanwhile, in the head.
    expect(markup).toMatch(/<head>.*<title>My orders \| Maison<\/title>.*<\/head>/s);
    expect(seen.map((call) => call.url)).not.toContain('/api/account/orders');
    expect(bootData(markup).router.loaderData).toEqual({});
  });
});
