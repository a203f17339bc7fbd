/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildVersionPlugin } from './build/build-version-plugin.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { startupModulesPlugin } from './build/startup-modules-plugin.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
/** The image with its placeholder (BlurhashImage) and the photo sizes and decoding it shares with the product cards. */
const IMAGE_MODULES = /[\\/]src[\\/]ui[\\/](components[\\/]blurhash-image[\\/]|catalogue[\\/]media[\\/](product-media|use-placeholder-decode))/;
/** Whether a module is one of our TypeScript modules of src/ (not a package's, nor a style). */
const isSrcModule = (id: string) => id.startsWith(src) && /\.tsx?$/.test(id);

/**
 * What a server-rendered page's entry imports to hydrate (src/main.tsx; the server preloads them:
 * HYDRATION_IMPORTS of server/src/http/page-render.ts): React's DOM renderer, the router, the
 * container, then the store's start-up modules, each set made one chunk below.
 */
const hydration = startupModulesPlugin(new URL('./', import.meta.url).href, [
  'src/ui/app/rendering/framework.ts',
  'src/ui/app/rendering/router-framework.ts',
  'src/ui/app/rendering/startup-packages.ts',
  'src/ui/app/rendering/hydrate.tsx',
]);
const [frameworkModules, routerModules, startupPackageModules, hydrationModules] = hydration.closures as [Set<string>, Set<string>, Set<string>, Set<string>];
/**
 * The container's packages, which the store's start-up chunk took in with it; their chunk also takes
 * what they import (`reflect-metadata/lite`), but not the full `reflect-metadata` the forms load.
 */
const STARTUP_PACKAGES = /[\\/]node_modules[\\/](inversify|@inversifyjs[\\/][^\\/]+)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), buildVersionPlugin(), hydration.plugin, precompressPlugin()],
  resolve: {
    alias: { '@': src },
    // rxjs's ES2015 build (native classes, no tslib helpers) rather than its ES5 one, which its
    // exports map gives by default: the browser build targets ES2022 anyway.
    conditions: ['es2015', ...defaultClientConditions],
  },
  server: { proxy: { '/api': apiTarget, '/media': apiTarget, '/sandbox-gateway': apiTarget } },
  // `npm run build` makes two builds: the browser's (dist/, with the manifest the server render
  // reads to name a page's files) and the server render's entry (dist-server/, `--ssr`), with its
  // packages bundled in so that both builds resolve CommonJS packages the same way.
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-server',
        sourcemap: true,
        copyPublicDir: false,
        // The server render loads every feature at once (server-container.ts), which the browser loads on demand.
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      }
    : {
        sourcemap: true,
        target: 'es2022',
        manifest: true,
        // One stylesheet for every page: a server-rendered page's first paint waits for one file,
        // not for the dozen its modules' styles come in (Lighthouse: FCP and LCP on a slow network).
        cssCodeSplit: false,
        // Every browser the store supports preloads modules itself (Chrome 66, Firefox 115, Safari 17).
        modulePreload: { polyfill: false },
        // Our modules do nothing when imported but declare (their styles are modules of their own), so a
        // module none of whose exports a chunk uses is left out of it. Otherwise a barrel
        // (`@/application`, `@/domain`) imported at start-up ties every module it re-exports to the
        // start-up chunks, whichever lazy chunk uses it.
        rolldownOptions: {
          treeshake: { moduleSideEffects: (id: string) => (isSrcModule(id) ? false : undefined) },
          output: {
            // Chunks are named by their hash alone: the start-up carries the list of every chunk a
            // dynamic import may preload (119 of them), and their names made 0.9 kB of its gzip.
            // The source maps still name each chunk's modules.
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              groups: [
                // Everything the entry imports in one chunk: one file compresses better than the dozen
                // small shared chunks (rxjs pieces, stores, texts) the automatic splitting made (4 kB less gzip).
                { name: 'startup', tags: ['$initial'] },
                // What the entry imports to hydrate: the frameworks, then the store's start-up modules,
                // each in one chunk. Left to the automatic splitting, they came in 20 small chunks, and
                // the groups below took the start-up's shared modules (routes, money, texts, stores)
                // into the product card's and the kit's chunks, which then loaded at start-up with them.
                { name: 'frameworks', test: (id: string) => frameworkModules.has(id) },
                // The router apart from React's renderer: evaluated together, they were the longest
                // task after a slow phone's first paint.
                { name: 'router', test: (id: string) => routerModules.has(id) },
                // With them the image and its placeholder, which the home page's banners show (its chunk loads
                // at start-up) and nearly every other page's product cards: one file compresses better than two.
                // The container the store's start-up modules build on, evaluated in a step of its own: with
                // them, it was the longest task after a slow phone's first paint (1.49× the bare app's
                // start-up JavaScript either way).
                { name: 'startup-packages', test: (id: string) => startupPackageModules.has(id) || STARTUP_PACKAGES.test(id) },
                { name: 'hydration', test: (id: string) => hydrationModules.has(id) || IMAGE_MODULES.test(id) },
                // The buttons and loaders nearly every page shows, kept out of the product card's chunk.
                { name: 'kit', test: /[\\/]src[\\/]ui[\\/]components[\\/](button|loader)[\\/]/ },
                // The product card and what it is made of, shown together by home, listings, product
                // pages, search and the wishlist: one chunk rather than one per module.
                { name: 'product-card', test: /[\\/]src[\\/]ui[\\/]catalogue[\\/](product-card|product-grid|price|wishlist-heart|media)[\\/]/ },
              ],
            },
          },
        },
      },
  ssr: { noExternal: true },
  test: {
    // Every core: Vitest's default leaves one free, which on a 2-core machine ran the files one
    // after another (the whole unit run 157–187 s with one worker, 105 s with two).
    maxWorkers: availableParallelism(),
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/index.ts'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
      reporter: ['text-summary', 'text'],
    },
    projects: [
      // Pure functions in Node: one module registry for all files instead of a fresh worker per
      // file, which cost more than the tests themselves (37 files: ~0.3 s each of start-up).
      { extends: true, test: { name: 'domain', environment: 'node', include: ['tests/domain/**/*.test.ts'], isolate: false } },
      { extends: true, test: { name: 'application', environment: 'node', include: ['tests/application/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'infrastructure',
          environment: 'happy-dom',
          include: ['tests/infrastructure/**/*.test.ts'],
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setup-dom.ts'],
          // A file's first test transforms the lazy chunks it opens; finds wait 5 s for them.
          testTimeout: 15_000,
        },
      },
      // The server render in Node, as the reference server runs it (no DOM).
      { extends: true, test: { name: 'rendering', environment: 'node', include: ['tests/rendering/**/*.test.{ts,tsx}'], setupFiles: ['reflect-metadata'], testTimeout: 15_000 } },
      // Lint-rule checks: the files share one load of ESLint and typescript-eslint.
      { extends: true, test: { name: 'tooling', environment: 'node', include: ['tests/tooling/**/*.test.ts'], testTimeout: 30_000, isolate: false } },
    ],
  },
}));
