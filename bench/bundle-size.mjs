// Initial JavaScript of the home page against a bare React + react-router app, both built here
// with the same Vite, gzip level 9. Budget (DESIGN.md): at most 1.5 times the baseline.
// Usage: node bench/bundle-size.mjs
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const work = join(root, 'bench', '.tmp', 'bundle');
const BUDGET_RATIO = 1.5;

/** Sum of gzip sizes of the entry script and the chunks index.html preloads. */
function initialJs(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]);
  const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length }));
  return { files: sizes, total: sizes.reduce((sum, s) => sum + s.gzip, 0) };
}

async function buildBaseline() {
  const dir = join(work, 'baseline');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/main.jsx"></script>');
  writeFileSync(
    join(dir, 'main.jsx'),
    `import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link, Outlet } from 'react-router-dom';
const Layout = () => <><Link to="/">Home</Link><Outlet /></>;
const router = createBrowserRouter([{ element: <Layout />, children: [{ index: true, element: <h1>Home</h1> }] }]);
createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);
`,
  );
  const { default: react } = await import('@vitejs/plugin-react');
  await build({ root: dir, configFile: false, logLevel: 'silent', plugins: [react()], build: { outDir: join(dir, 'dist') } });
  return initialJs(join(dir, 'dist'));
}

async function buildStore() {
  const outDir = join(work, 'store');
  await build({ root, logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } });
  return initialJs(outDir);
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
