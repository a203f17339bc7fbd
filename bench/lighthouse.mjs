// Lighthouse on the built storefront served by the real server (fresh seeded database), mobile
// form factor with simulated throttling (Lighthouse's default), on the home, a category, a tag and
// a product page, and, in the same run, on a bare React + react-router app served the same way
// (bench/bare-app.mjs) as the floor to compare with. Budgets (DESIGN.md): performance at least 95,
// LCP at most 1.5 times the bare app's, total blocking time at most 150 ms, CLS at most 0.02,
// accessibility 100. Each page is measured RUNS times and the median of each figure is reported,
// because a shared 2-core machine makes single runs noisy.
// A run Lighthouse reports as failed (its runtimeError: no paint, a timeout) is said and run again,
// never counted as a score of 0.
// Usage: node bench/lighthouse.mjs            (RUNS=3, LIGHTHOUSE_PORT=4191 by default; not 4190,
// which fetch refuses as a "bad port"; PAGES=search,product measures only those pages)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildBareApp, serveBareApp } from './bare-app.mjs';
import { startStore } from './store-server.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const port = process.env.LIGHTHOUSE_PORT ?? '4191';
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.RUNS ?? 3);
const onlyPages = process.env.PAGES?.split(',');
/** Attempts per run when Lighthouse reports the run itself as failed. */
const ATTEMPTS = 3;
const BUDGET = { performance: 95, accessibility: 100, lcpRatio: 1.5, tbtMs: 150, cls: 0.02 };
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

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
    { name: 'tag', path: '/tags/new-in' },
    { name: 'product', path: `/products/${product}` },
    // Search is a drawer; the SearchAction's URL opens it on the home page with results.
    { name: 'search', path: '/?search=linen' },
  ];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse RUNS times on `url`: the median of each figure. */
async function measure(chromePort, url) {
  const figures = { performance: [], accessibility: [], fcp: [], lcp: [], tbt: [], cls: [] };
  let audits = null;
  let longTasks = [];
  for (let run = 0; run < runs; run += 1) {
    const answer = await completeRun(chromePort, url);
    const { categories } = answer.lhr;
    audits = answer.lhr.audits;
    figures.performance.push(Math.round(categories.performance.score * 100));
    figures.accessibility.push(Math.round(categories.accessibility.score * 100));
    figures.fcp.push(audits['first-contentful-paint'].numericValue);
    figures.lcp.push(audits['largest-contentful-paint'].numericValue);
    figures.tbt.push(audits['total-blocking-time'].numericValue);
    figures.cls.push(audits['cumulative-layout-shift'].numericValue);
    longTasks.push(audits['long-tasks']?.details?.items ?? []);
  }
  // The run at the median TBT: its longest main-thread tasks and when each began, to say where
  // blocking time comes from (the document and hydration early, deferred parts and idle work late).
  const medianRun = figures.tbt.indexOf(median(figures.tbt));
  longTasks = longTasks[medianRun].slice(0, 6).map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms ${String(task.url).replace(/^.*\//, '')}`);
  const failedAudits = Object.values(audits)
    .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
    .map((audit) => audit.id);
  return { ...Object.fromEntries(Object.entries(figures).map(([key, values]) => [key, median(values)])), performanceRuns: figures.performance, failedAudits, longTasks };
}

/** One Lighthouse run that completed: a run Lighthouse says failed is told and tried again. */
async function completeRun(chromePort, url) {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const failure = answer.lhr.runtimeError;
    if (failure === undefined && answer.lhr.categories.performance.score !== null) return answer;
    console.error(`[lighthouse] ${url}: run failed (${failure?.code ?? 'no performance score'}: ${failure?.message ?? ''})${attempt < ATTEMPTS ? '; running it again' : ''}`);
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}`);
  }
}

const ms = (value) => `${Math.round(value)} ms`;

async function main() {
  const server = await startStore(port);
  // Built after the server started: Vite's build sets NODE_ENV=production in this process, which
  // the journeys' server (DEV_OUTBOX=1) would inherit and refuse.
  const bare = await serveBareApp(await buildBareApp(join(root, 'bench', '.tmp', 'lighthouse-bare')), Number(port) + 1);
  const chrome = await chromeLauncher.launch({
    chromePath: existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results = [];
  let floor;
  try {
    floor = await measure(chrome.port, `http://127.0.0.1:${Number(port) + 1}/`);
    const pages = (await pagesToMeasure()).filter((page) => onlyPages === undefined || onlyPages.includes(page.name));
    for (const page of pages) results.push({ page: page.name, path: page.path, ...(await measure(chrome.port, `${base}${page.path}`)) });
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    await bare.close();
  }

  console.log(`Lighthouse ${runs}× per page, mobile, simulated throttling; medians. The bare React + router app: performance ${floor.performance}, LCP ${ms(floor.lcp)}.`);
  console.table(
    results.map((r) => ({
      page: r.page,
      performance: r.performance,
      runs: r.performanceRuns.join(' '),
      'bare app': floor.performance,
      FCP: ms(r.fcp),
      LCP: ms(r.lcp),
      'LCP ÷ bare': (r.lcp / floor.lcp).toFixed(2),
      TBT: ms(r.tbt),
      CLS: r.cls.toFixed(3),
      accessibility: r.accessibility,
    })),
  );
  for (const result of results) {
    if (result.failedAudits.length > 0) console.log(`${result.page}: failed audits: ${result.failedAudits.join(', ')}`);
    if (result.tbt > BUDGET.tbtMs || process.env.LONG_TASKS) console.log(`${result.page}: longest tasks of the median run: ${result.longTasks.join('; ')}`);
  }
  const checks = results.flatMap((r) => [
    [`${r.page} performance ≥ ${BUDGET.performance}`, r.performance >= BUDGET.performance, r.performance],
    [`${r.page} LCP ≤ ${BUDGET.lcpRatio}× the bare app`, r.lcp <= BUDGET.lcpRatio * floor.lcp, `${(r.lcp / floor.lcp).toFixed(2)}×`],
    [`${r.page} TBT ≤ ${BUDGET.tbtMs} ms`, r.tbt <= BUDGET.tbtMs, ms(r.tbt)],
    [`${r.page} CLS ≤ ${BUDGET.cls}`, r.cls <= BUDGET.cls, r.cls.toFixed(3)],
    [`${r.page} accessibility ${BUDGET.accessibility}`, r.accessibility >= BUDGET.accessibility, r.accessibility],
  ]);
  for (const [target, met, measured] of checks) console.log(`${met ? 'MET    ' : 'NOT MET'}  ${target}: ${measured}`);
  const out = join(root, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), JSON.stringify({ floor, results }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
