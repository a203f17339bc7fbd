// Lighthouse on the built storefront served by the real server (fresh seeded database), mobile
// form factor with simulated throttling (Lighthouse's default), on the home, a category, a tag and
// a product page (one with reviews too), each run paired with one on a bare React + react-router
// app served the same way (bench/bare-app.mjs) as the floor to compare with. Budgets (DESIGN.md):
// performance at least 95, LCP at most 1.5 times the bare app's, total blocking time at most 3
// times the bare app's (150 ms while the bare app blocks for less than 50 ms: no ratio can be taken
// of nothing), CLS at most 0.02, accessibility 100. Each page is measured RUNS times and the median
// of each figure is reported, because a shared 2-core machine makes single runs noisy; the
// machine's load and Lighthouse's benchmarkIndex are printed beside them. A budget missed fails the
// run (exit code 1).
// PHOTOS=1: the store gets a catalogue of real-size photographs first (bench/photo-catalogue.mjs,
// imported through `catalogue:import`), and home, its category and a product are measured with
// one of those photographs as their LCP image; a page whose LCP element is not one fails.
// The slower machine class the budgets are for reads a Lighthouse benchmarkIndex of about 1,450
// (1,100-1,800). On a faster machine the bench slows the simulated CPU in proportion (Lighthouse's
// 4× times benchmarkIndex ÷ 1,450, never below 4×), read from calibration runs on the bare app, so
// that the absolute figures (TBT while the bare app blocks for nothing) mean the same on any machine;
// CPU_CLASS=0 keeps Lighthouse's plain 4×, CPU_CLASS=<index> names another class, CPU_SLOWDOWN=<x>
// sets the slowdown itself (to compare two builds at the same one: benchmarkIndex moves run to run).
// The frames each load painted (Lighthouse's screenshots of them) are printed beside the bare
// app's: on a machine of few cores, drawing and capturing them takes time from the main thread.
// A run Lighthouse reports as failed (its runtimeError: no paint, a timeout) is said and run again,
// never counted as a score of 0.
// Usage: node bench/lighthouse.mjs            (RUNS=3, LIGHTHOUSE_PORT=4191 by default; not 4190,
// which fetch refuses as a "bad port"; PAGES=search,product measures only those pages)
//        PHOTOS=1 node bench/lighthouse.mjs   (home, category and product with photographs)
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildBareApp, serveBareApp } from './bare-app.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { importPhotoCatalogue } from './photo-catalogue.mjs';
import { startStore } from './store-server.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const port = process.env.LIGHTHOUSE_PORT ?? '4191';
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.RUNS ?? 3);
const onlyPages = process.env.PAGES?.split(',');
const withPhotos = process.env.PHOTOS === '1';
/** Attempts per run when Lighthouse reports the run itself as failed. */
const ATTEMPTS = 3;
const BUDGET = { performance: 95, accessibility: 100, lcpRatio: 1.5, tbtRatio: 3, tbtMs: 150, cls: 0.02 };
/** The benchmarkIndex of the slower machine class the budgets are for (0: no scaling). */
const CPU_CLASS_INDEX = Number(process.env.CPU_CLASS ?? 1450);
/** Lighthouse's own mobile CPU slowdown, which it calibrates for a desktop-class machine. */
const LIGHTHOUSE_CPU_SLOWDOWN = 4;
/** Below this the bare app's TBT is no base for a ratio (Lighthouse counts a task's time past 50 ms). */
const TBT_RATIO_FLOOR_MS = 50;

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
    { name: 'reviewed', path: `/products/${await reviewedProduct(category)}` },
    // Search is a drawer; the SearchAction's URL opens it on the home page with results.
    { name: 'search', path: '/?search=linen' },
  ];
}

/** A product with reviews (the demo seeds them on part of the catalogue): its reviews load after the first paint. */
async function reviewedProduct(category) {
  for (let page = 1; page <= 5; page += 1) {
    const listing = await (await fetch(`${base}/api/categories/${category}/products?page=${page}&perpage=48`)).json();
    const reviewed = listing.rows?.find((row) => row.rating_summary !== null);
    if (reviewed) return reviewed.unique_slug;
  }
  throw new Error(`No product of ${category} has reviews.`);
}

/** Home, the imported photographs' category and one of its products. */
async function photoPages() {
  const { category, product } = await importPhotoCatalogue(port, (line) => console.log(`[photos] ${line}`));
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/categories/${category}` },
    { name: 'product', path: `/products/${product}` },
  ];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse RUNS times on `url`, each run right after one on the bare app at `floorUrl`: the
 * median of each figure of both. Pairing the runs puts the page and its floor under the same load
 * of a shared machine, so their ratios hold while the load moves during the bench.
 */
async function measurePaired(chromePort, url, floorUrl, cpuSlowdown) {
  const floorAnswers = [];
  const answers = [];
  for (let run = 0; run < runs; run += 1) {
    floorAnswers.push(await completeRun(chromePort, floorUrl, cpuSlowdown));
    answers.push(await completeRun(chromePort, url, cpuSlowdown));
  }
  return { ...figuresOf(answers), floor: figuresOf(floorAnswers) };
}

/** The median of each figure of these runs, and what the run at the median TBT says. */
function figuresOf(answers) {
  const figures = { performance: [], accessibility: [], fcp: [], lcp: [], tbt: [], cls: [], benchmarkIndex: [], frames: [] };
  const lcpElements = [];
  let audits = null;
  let longTasks = [];
  for (const answer of answers) {
    const { categories } = answer.lhr;
    audits = answer.lhr.audits;
    figures.performance.push(Math.round(categories.performance.score * 100));
    figures.accessibility.push(Math.round(categories.accessibility.score * 100));
    figures.fcp.push(audits['first-contentful-paint'].numericValue);
    figures.lcp.push(audits['largest-contentful-paint'].numericValue);
    figures.tbt.push(audits['total-blocking-time'].numericValue);
    figures.cls.push(audits['cumulative-layout-shift'].numericValue);
    figures.benchmarkIndex.push(answer.lhr.environment?.benchmarkIndex ?? Number.NaN);
    figures.frames.push(framesOf(answer.artifacts));
    lcpElements.push(lcpElementOf(audits));
    longTasks.push(audits['long-tasks']?.details?.items ?? []);
  }
  // The run at the median TBT: its longest main-thread tasks and when each began, to say where
  // blocking time comes from (the document and hydration early, deferred parts and idle work late).
  const medianRun = figures.tbt.indexOf(median(figures.tbt));
  longTasks = longTasks[medianRun].slice(0, 6).map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms ${String(task.url).replace(/^.*\//, '')}`);
  const failedAudits = Object.values(audits)
    .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
    .map((audit) => audit.id);
  return { ...Object.fromEntries(Object.entries(figures).map(([key, values]) => [key, median(values)])), performanceRuns: figures.performance, failedAudits, longTasks, lcpElements };
}

/**
 * The frames the page painted while Lighthouse traced its load: the screenshots it takes of each
 * (its filmstrip). Each costs the compositor a drawing and the browser a capture on the machine's
 * cores, which the page's main thread shares: a load that repaints often blocks longer on a busy
 * machine, where Lighthouse multiplies every task's wall time.
 */
function framesOf(artifacts) {
  const trace = artifacts?.Trace ?? artifacts?.traces?.defaultPass;
  return trace ? trace.traceEvents.filter((event) => event.name === 'Screenshot').length : Number.NaN;
}

/** The LCP element's markup as Lighthouse reports it (its node's snippet), or '' when it says none. */
function lcpElementOf(audits) {
  const snippets = [];
  const visit = (value) => {
    if (value === null || typeof value !== 'object') return;
    if (value.type === 'node' && typeof value.snippet === 'string') snippets.push(value.snippet);
    for (const child of Object.values(value)) visit(child);
  };
  visit(audits['largest-contentful-paint-element']?.details);
  return snippets[0] ?? '';
}

/** Whether an LCP element is (or holds) an imported photograph. */
const isPhotograph = (snippet) => snippet.includes('/media/photos/');

/** One Lighthouse run that completed: a run Lighthouse says failed is told and tried again. */
async function completeRun(chromePort, url, cpuSlowdown = LIGHTHOUSE_CPU_SLOWDOWN) {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    const failure = answer.lhr.runtimeError;
    if (failure === undefined && answer.lhr.categories.performance.score !== null) return answer;
    console.error(`[lighthouse] ${url}: run failed (${failure?.code ?? 'no performance score'}: ${failure?.message ?? ''})${attempt < ATTEMPTS ? '; running it again' : ''}`);
    if (attempt >= ATTEMPTS) throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}`);
  }
}

const ms = (value) => `${Math.round(value)} ms`;

/**
 * The simulated CPU slowdown that makes this machine the slower class: Lighthouse's 4× scaled by
 * this machine's benchmarkIndex (the median of three runs on the bare app) over the class's.
 */
async function cpuSlowdownForClass(chromePort, floorUrl) {
  if (process.env.CPU_SLOWDOWN) return { cpuSlowdown: Number(process.env.CPU_SLOWDOWN), machineIndex: Number.NaN };
  if (!(CPU_CLASS_INDEX > 0)) return { cpuSlowdown: LIGHTHOUSE_CPU_SLOWDOWN, machineIndex: Number.NaN };
  const indexes = [];
  for (let run = 0; run < 3; run += 1) indexes.push((await completeRun(chromePort, floorUrl)).lhr.environment.benchmarkIndex);
  const machineIndex = median(indexes);
  return { cpuSlowdown: LIGHTHOUSE_CPU_SLOWDOWN * Math.max(1, machineIndex / CPU_CLASS_INDEX), machineIndex };
}

async function main() {
  const loadAtStart = loadavg();
  const server = await startStore(port);
  // Built after the server started: Vite's build sets NODE_ENV=production in this process, which
  // the journeys' server (DEV_OUTBOX=1) would inherit and refuse.
  const bare = await serveBareApp(await buildBareApp(join(root, 'bench', '.tmp', 'lighthouse-bare')), Number(port) + 1);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const results = [];
  const floorUrl = `http://127.0.0.1:${Number(port) + 1}/`;
  let calibration;
  try {
    calibration = await cpuSlowdownForClass(chrome.port, floorUrl);
    const pages = (withPhotos ? await photoPages() : await pagesToMeasure()).filter((page) => onlyPages === undefined || onlyPages.includes(page.name));
    for (const page of pages) results.push({ page: page.name, path: page.path, ...(await measurePaired(chrome.port, `${base}${page.path}`, floorUrl, calibration.cpuSlowdown)) });
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    await bare.close();
  }

  const load = (figures) => figures.map((figure) => figure.toFixed(1)).join(' ');
  console.log(`Lighthouse ${runs}× per page, mobile, simulated throttling; medians${withPhotos ? ', pages with real-size photographs' : ''}; each run paired with one on the bare React + router app.`);
  console.log(`Machine load (1, 5, 15 min) at start ${load(loadAtStart)}, at end ${load(loadavg())}; 2 cores shared.`);
  console.log(
    process.env.CPU_SLOWDOWN
      ? `CPU: simulated slowdown ${calibration.cpuSlowdown}× (CPU_SLOWDOWN).`
      : CPU_CLASS_INDEX > 0
      ? `CPU: this machine's benchmarkIndex ${Math.round(calibration.machineIndex)} (median of 3) against the class's ${CPU_CLASS_INDEX}: simulated slowdown ${calibration.cpuSlowdown.toFixed(1)}× (Lighthouse's ${LIGHTHOUSE_CPU_SLOWDOWN}×, scaled).`
      : `CPU: Lighthouse's simulated slowdown ${LIGHTHOUSE_CPU_SLOWDOWN}×, not scaled (CPU_CLASS=0).`,
  );
  const tbtBudget = ({ floor }) => (floor.tbt >= TBT_RATIO_FLOOR_MS ? BUDGET.tbtRatio * floor.tbt : BUDGET.tbtMs);
  const tbtTarget = ({ floor }) => (floor.tbt >= TBT_RATIO_FLOOR_MS ? `${BUDGET.tbtRatio}× the bare app (${ms(BUDGET.tbtRatio * floor.tbt)})` : `${BUDGET.tbtMs} ms (the bare app blocks ${ms(floor.tbt)}: no ratio)`);
  console.table(
    results.map((r) => ({
      page: r.page,
      performance: r.performance,
      runs: r.performanceRuns.join(' '),
      'bare app': r.floor.performance,
      FCP: ms(r.fcp),
      LCP: ms(r.lcp),
      'bare LCP': ms(r.floor.lcp),
      'LCP ÷ bare': (r.lcp / r.floor.lcp).toFixed(2),
      TBT: ms(r.tbt),
      'bare TBT': ms(r.floor.tbt),
      'TBT ÷ bare': r.floor.tbt > 0 ? (r.tbt / r.floor.tbt).toFixed(2) : '–',
      frames: r.frames,
      'bare frames': r.floor.frames,
      CLS: r.cls.toFixed(3),
      accessibility: r.accessibility,
      benchmarkIndex: Math.round(r.benchmarkIndex),
    })),
  );
  for (const result of results) console.log(`${result.page}: LCP element ${result.lcpElements[0]?.slice(0, 160) || '(none reported)'}`);
  for (const result of results) {
    if (result.failedAudits.length > 0) console.log(`${result.page}: failed audits: ${result.failedAudits.join(', ')}`);
    if (result.tbt > BUDGET.tbtMs || process.env.LONG_TASKS) console.log(`${result.page}: longest tasks of the median run: ${result.longTasks.join('; ')}`);
  }
  const checks = results.flatMap((r) => [
    [`${r.page} performance ≥ ${BUDGET.performance}`, r.performance >= BUDGET.performance, r.performance],
    [`${r.page} LCP ≤ ${BUDGET.lcpRatio}× the bare app`, r.lcp <= BUDGET.lcpRatio * r.floor.lcp, `${(r.lcp / r.floor.lcp).toFixed(2)}×`],
    [`${r.page} TBT ≤ ${tbtTarget(r)}`, r.tbt <= tbtBudget(r), ms(r.tbt)],
    [`${r.page} CLS ≤ ${BUDGET.cls}`, r.cls <= BUDGET.cls, r.cls.toFixed(3)],
    [`${r.page} accessibility ${BUDGET.accessibility}`, r.accessibility >= BUDGET.accessibility, r.accessibility],
    ...(withPhotos ? [[`${r.page} LCP element is a photograph in every run`, r.lcpElements.every(isPhotograph), `${r.lcpElements.filter(isPhotograph).length} of ${r.lcpElements.length}`]] : []),
  ]);
  for (const [target, met, measured] of checks) console.log(`${met ? 'MET    ' : 'NOT MET'}  ${target}: ${measured}`);
  if (checks.some(([, met]) => !met)) process.exitCode = 1;
  const out = join(root, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `lighthouse-${withPhotos ? 'photos-' : ''}${new Date().toISOString().replace(/[:.]/g, '-')}.json`), JSON.stringify({ results, calibration, cpuClassIndex: CPU_CLASS_INDEX, load: { atStart: loadAtStart, atEnd: loadavg() } }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
