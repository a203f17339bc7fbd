// Initial JavaScript of the home page against a bare React + react-router app, both built here
// with the same Vite, gzip level 9. Budget (DESIGN.md): at most 1.5 times the baseline.
// The storefront's count is what its server-rendered home page loads before it is interactive:
// the entry module and every module the page preloads to hydrate (the entry's imports, the home
// route's chunk and what it imports), as the server names them (server/src/http/page-render.ts).
// A second baseline, the bare app with the packages the store starts with (inversify, rxjs,
// observable-hooks, js-cookie), shows the floor those packages set: what is left is the store's own.
// Usage: npx tsx bench/bundle-size.ts (MODULES=20 to list our largest start-up modules)
import { readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { pageAssetsFrom } from '../server/src/http/page-render.js';
import { buildBareApp } from './bare-app.mjs';

type RolldownOutput = Rolldown.RolldownOutput;
type OutputChunk = Rolldown.OutputChunk;

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const work = join(root, 'bench', '.tmp', 'bundle');
const BUDGET_RATIO = 1.5;

/** The home route's module in the storefront's sources. */
const HOME_ROUTE = 'src/ui/pages/home/HomePage.tsx';

interface Sized {
  readonly file: string;
  readonly gzip: number;
}

const gzipped = (outDir: string, files: readonly string[]): { files: Sized[]; total: number } => {
  const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length }));
  return { files: sizes, total: sizes.reduce((sum, size) => sum + size.gzip, 0) };
};

/** The bare app (or the floor: with the store's required packages): its entry script and the chunks its index.html preloads. */
async function buildBaseline(name: string, withPackages: boolean) {
  const outDir = await buildBareApp(join(work, name), { withPackages });
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return gzipped(outDir, files);
}

/** One of our modules in the start-up files, with its size there (minified) and alone gzipped (an estimate). */
interface ModuleShare {
  readonly id: string;
  readonly minified: number;
  readonly gzip: number;
}

/** Our own modules in `chunks`, largest first: where the store's share of the start-up goes. */
function ownModules(chunks: readonly OutputChunk[]): ModuleShare[] {
  return chunks
    .flatMap((chunk) => Object.entries(chunk.modules))
    .filter(([id]) => id.startsWith(join(root, 'src')))
    .map(([id, module]) => ({ id: relative(root, id), minified: module.renderedLength, gzip: gzipSync(module.code ?? '', { level: 9 }).length }))
    .sort((a, b) => b.minified - a.minified);
}

/** The storefront: the entry and the modules its server-rendered home page preloads. */
async function buildStore() {
  const outDir = join(work, 'store');
  const output = (await build({ root, logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true } })) as RolldownOutput;
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Parameters<typeof pageAssetsFrom>[0];
  if (!manifest[HOME_ROUTE]) throw new Error(`${HOME_ROUTE} is not in the build's manifest: update HOME_ROUTE in the bench.`);
  const assets = pageAssetsFrom(manifest)([HOME_ROUTE]);
  const files = [assets.entry, ...assets.modules];
  const chunks = output.output.filter((item): item is OutputChunk => item.type === 'chunk' && files.includes(`/${item.fileName}`));
  return { ...gzipped(outDir, files), modules: ownModules(chunks) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const baseline = await buildBaseline('baseline', false);
const floor = await buildBaseline('floor', true);
const store = await buildStore();
const ratio = store.total / baseline.total;
console.log('Initial JavaScript of the server-rendered home page (gzip -9)');
console.log(`  baseline React + react-router:  ${kb(baseline.total)}`);
console.log(`  floor, + the store's packages:  ${kb(floor.total)} (ratio ${(floor.total / baseline.total).toFixed(2)})`);
console.log(`  storefront:                     ${kb(store.total)}`);
for (const file of store.files) console.log(`    ${file.file.padEnd(48)} ${kb(file.gzip)}`);
console.log(`  ratio: ${ratio.toFixed(2)} (budget ≤ ${BUDGET_RATIO}) → ${ratio <= BUDGET_RATIO ? 'within budget' : 'OVER BUDGET'}`);
// What is the store's own (its code, the preload lists, packages beyond the floor's) against what the budget leaves it.
console.log(`  above the floor: ${kb(store.total - floor.total)} (the budget leaves ${kb(BUDGET_RATIO * baseline.total - floor.total)})`);
// Where to look next: MODULES=20 lists that many of our largest modules in those files.
const listed = Number(process.env.MODULES ?? 0);
if (listed > 0) {
  console.log(`  our largest modules at start-up (minified, gzip alone):`);
  for (const module of store.modules.slice(0, listed)) console.log(`    ${module.id.padEnd(60)} ${String(module.minified).padStart(6)} B ${String(module.gzip).padStart(6)} B`);
}
rmSync(work, { recursive: true, force: true });
