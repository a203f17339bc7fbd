// Lighthouse on the built storefront served by the real server (fresh seeded database), mobile
// form factor with simulated throttling (Lighthouse's default), on the home, a category and a
// product page. Budgets (DESIGN.md): performance at least 95, accessibility 100.
// Each page is measured RUNS times and the median performance score is reported, because a
// shared 2-core machine makes single runs noisy.
// Usage: node bench/lighthouse.mjs            (RUNS=3, LIGHTHOUSE_PORT=4191 by default; not 4190,
// which fetch refuses as a "bad port")
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const port = process.env.LIGHTHOUSE_PORT ?? '4191';
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.RUNS ?? 3);
const BUDGET = { performance: 95, accessibility: 100 };
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Starts the journeys' server (it builds the SPA when stale) and resolves once it answers. */
async function startServer() {
  const server = spawn(process.execPath, ['e2e/support/serve.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: port },
  });
  const deadline = Date.now() + 240_000;
  let lastError = null;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`serve.mjs exited with ${server.exitCode}`);
    try {
      // A request made while the server starts could otherwise wait for minutes.
      const answer = await fetch(`${base}/api/menu`, { signal: AbortSignal.timeout(5_000) });
      if (answer.ok) return server;
      lastError = `answered ${answer.status}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.name; // not listening yet
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
  server.kill('SIGTERM');
  throw new Error(`The server did not answer on ${base} within 4 minutes (last: ${lastError}).`);
}

/** A category and a product of the seeded catalogue, found through the API as a shopper would. */
async function pagesToMeasure() {
  const menu = await (await fetch(`${base}/api/menu`)).json();
  const category = menu.find((entry) => entry.type === 'category')?.category?.unique_slug;
  if (!category) throw new Error('The menu has no category entry.');
  const listing = await (await fetch(`${base}/api/categories/${category}/products`)).json();
  const product = listing.rows?.[0]?.unique_slug;
  if (!product) throw new Error(`The category ${category} lists no product.`);
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/categories/${category}` },
    { name: 'product', path: `/products/${product}` },
  ];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results = [];
  try {
    for (const page of await pagesToMeasure()) {
      const scores = { performance: [], accessibility: [] };
      let audits = null;
      for (let run = 0; run < runs; run += 1) {
        const answer = await lighthouse(`${base}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const { categories } = answer.lhr;
        scores.performance.push(Math.round(categories.performance.score * 100));
        scores.accessibility.push(Math.round(categories.accessibility.score * 100));
        audits = answer.lhr.audits;
      }
      const metric = (id) => audits[id]?.displayValue ?? '';
      const failed = Object.values(audits)
        .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
        .map((audit) => audit.id);
      results.push({
        page: page.name,
        path: page.path,
        performance: median(scores.performance),
        performanceRuns: scores.performance,
        accessibility: median(scores.accessibility),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        failedAudits: failed,
      });
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
  }

  console.log(`Lighthouse ${runs}× per page, mobile, simulated throttling (budget: performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility})`);
  console.table(
    results.map(({ page, performance, performanceRuns, accessibility, fcp, lcp, tbt, cls }) => ({
      page,
      performance,
      runs: performanceRuns.join(' '),
      accessibility,
      FCP: fcp,
      LCP: lcp,
      TBT: tbt,
      CLS: cls,
    })),
  );
  for (const result of results) {
    if (result.failedAudits.length > 0) console.log(`${result.page}: failed audits: ${result.failedAudits.join(', ')}`);
  }
  const met = results.every((r) => r.performance >= BUDGET.performance && r.accessibility >= BUDGET.accessibility);
  console.log(met ? 'Budget met on every page.' : 'Budget NOT met on every page.');
  const out = join(root, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
