// Initial JavaScript of the home page against a bare React + react-router app, both built here
// with the same Vite, gzip level 9. Budget (DESIGN.md): at most 1.5 times the baseline.
// The storefront's count is the entry, every modulepreload of index.html, and the lazily loaded
// home route (its chunk and the chunks it imports): the router waits for that route before the
// first paint, so it is initial JavaScript too.
// Usage: node bench/bundle-size.mjs
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildBareApp } from './bare-app.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const work = join(root, 'bench', '.tmp', 'bundle');
const BUDGET_RATIO = 1.5;

/** The home route's module in the storefront's sources. */
const HOME_ROUTE = 'src/ui/pages/home/HomePage.tsx';

/**
 * Sum of gzip sizes of the entry script and the chunks index.html preloads, plus, given the
 * build's manifest, the chunk of `route` and every chunk it imports statically.
 */
function initialJs(outDir, route) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]);
  if (route) {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
    if (!manifest[route]) throw new Error(`${route} is not in the build's manifest: update HOME_ROUTE in the bench.`);
    const visit = (key) => {
      const file = `/${manifest[key].file}`;
      if (files.includes(file) && key !== route) return;
      if (!files.includes(file)) files.push(file);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    visit(route);
  }
  const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length }));
  return { files: sizes, total: sizes.reduce((sum, s) => sum + s.gzip, 0) };
}

async function buildBaseline() {
  return initialJs(await buildBareApp(join(work, 'baseline')));
}

async function buildStore() {
  const outDir = join(work, 'store');
  await build({ root, logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true } });
  return initialJs(outDir, HOME_ROUTE);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const baseline = await buildBaseline();
const store = await buildStore();
const ratio = store.total / baseline.total;
console.log('Initial JavaScript of the home page (gzip -9)');
console.log(`  baseline React + react-router: ${kb(baseline.total)}`);
console.log(`  storefront:                    ${kb(store.total)}`);
for (const f of store.files) console.log(`    ${f.file.padEnd(48)} ${kb(f.gzip)}`);
console.log(`  ratio: ${ratio.toFixed(2)} (budget ≤ ${BUDGET_RATIO}) → ${ratio <= BUDGET_RATIO ? 'within budget' : 'OVER BUDGET'}`);
rmSync(work, { recursive: true, force: true });
