// What a shopper on a slow phone sees, in a real Chromium (not Lighthouse's simulation): 4× CPU
// slowdown and a slow 4G link (150 ms, 1.6 Mbps), cache off, 390 px wide. For the home, a
// category and a product page, the median of 5 loads of: first contentful paint, largest
// contentful paint, the moment React has hydrated the server's HTML (the `storefront:page-hydrated`
// mark: header, cart, search and the page answer taps from then on), and the moment its deferred
// parts (footer, mega menu, head) have hydrated too (`html[data-hydrated]`; DESIGN.md, what the
// browser starts with). The entry starts after the first paint (DESIGN.md): this
// bench shows what that costs in hydration against what it gains in paint.
// Usage: node bench/hydration-timing.mjs     (HYDRATION_PORT=4192 by default)
import { launchChromium, throttledPage } from './chromium.mjs';
import { startStore } from './store-server.mjs';

const port = process.env.HYDRATION_PORT ?? '4192';
const base = `http://127.0.0.1:${port}`;
const RUNS = 5;

async function pagesToMeasure() {
  const menu = await (await fetch(`${base}/api/menu`)).json();
  const category = menu.find((entry) => entry.type === 'category')?.category?.unique_slug;
  const listing = await (await fetch(`${base}/api/categories/${category}/products`)).json();
  return ['/', `/categories/${category}`, `/products/${listing.rows[0].unique_slug}`];
}

/** One load on a throttled phone: its paint and hydration times in ms from navigation start. */
async function load(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const { page, cdp } = await throttledPage(context);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const timer = setInterval(() => {
      if (document.documentElement?.hasAttribute('data-hydrated')) {
        window.__hydrated = performance.now();
        clearInterval(timer);
      }
    }, 5);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
  await page.waitForTimeout(300);
  const figures = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    lcp: window.__lcp,
    hydrated: performance.getEntriesByName('storefront:page-hydrated')[0]?.startTime ?? Number.NaN,
    wholeHydrated: window.__hydrated,
  }));
  await context.close();
  return figures;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startStore(port);
const browser = await launchChromium();
try {
  const rows = [];
  for (const path of await pagesToMeasure()) {
    const loads = [];
    for (let run = 0; run < RUNS; run += 1) loads.push(await load(browser, base + path));
    const ms = (key) => `${Math.round(median(loads.map((figures) => figures[key])))} ms`;
    rows.push({ page: path, FCP: ms('fcp'), LCP: ms('lcp'), hydrated: ms('hydrated'), 'deferred parts too': ms('wholeHydrated') });
  }
  console.log(`Real Chromium, 4× CPU, slow 4G, 390 px; medians of ${RUNS} loads.`);
  console.table(rows);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
