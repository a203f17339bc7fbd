// `npm start`. With NODE_ENV=production: the server as `npm run build` compiled it, on node alone
// (no tsx, no Vite, no build). Otherwise: the server's TypeScript through tsx, which builds the SPA
// when its sources are newer (server/src/main.ts). Either way in this one process, so that a
// signal to it is a signal to the server; package.json's `exec` makes this process the one npm
// passes SIGTERM and SIGINT to (a shell in between would keep them: dash dies of SIGTERM without
// passing it on, and waits out SIGINT).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const production = process.env.NODE_ENV === 'production';
const apiOnly = process.env.API_ONLY === '1';

/** The compiled server (`npm run build:api`). */
const COMPILED_SERVER = 'dist-api/server/src/main.js';
/** What the pages need besides: the browser build, its manifest, the server render's entry (`npm run build:spa`). */
const PAGE_FILES = ['dist/index.html', 'dist/.vite/manifest.json', 'dist-server/entry-server.js'];

function refuse(problem, whatToDo) {
  console.error(`[storefront] failed to start: ${problem}`);
  console.error(`[storefront] what to do: ${whatToDo}`);
  process.exit(1);
}

if (production) {
  const missing = [COMPILED_SERVER, ...(apiOnly ? [] : PAGE_FILES)].filter((file) => !existsSync(join(root, file)));
  if (missing.length > 0) {
    refuse(`the production build is missing (${missing.join(', ')})`, 'run `npm run build`, then start again: NODE_ENV=production npm start runs only what the build made');
  }
  // Stack traces name the TypeScript sources' lines (the build writes source maps).
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(join(root, COMPILED_SERVER)).href);
} else {
  let tsx;
  try {
    tsx = await import('tsx/esm/api');
  } catch {
    refuse(
      'tsx, which runs the server from its TypeScript sources in development, is not installed (an install with --omit=dev?)',
      'install every dependency (`npm ci`), or run the production build: `npm run build`, then `NODE_ENV=production npm start`',
    );
  }
  tsx.register();
  await import(pathToFileURL(join(root, 'server/src/main.ts')).href);
}
