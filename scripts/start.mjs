// `npm start`. With NODE_ENV=production: the server as `npm run build` compiled it, on node alone
// (no tsx, no Vite, no build). Otherwise: the server's TypeScript through tsx, which builds the SPA
// when its sources are newer (server/src/main.ts). Either way in this one process, so that a
// signal to it is a signal to the server; package.json's `exec` makes this process the one npm
// passes SIGTERM and SIGINT to (a shell in between would keep them: dash dies of SIGTERM without
// passing it on, and waits out SIGINT).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { compiledPath, loadServerModule, production, refuse, root } from './server-module.mjs';

const apiOnly = process.env.API_ONLY === '1';

/** What the pages need besides the compiled server: the browser build, its manifest, the server render's entry (`npm run build:spa`). */
const PAGE_FILES = ['dist/index.html', 'dist/.vite/manifest.json', 'dist-server/entry-server.js'];

if (production) {
  const missing = [compiledPath('main'), ...(apiOnly ? [] : PAGE_FILES)].filter((file) => !existsSync(join(root, file)));
  if (missing.length > 0) {
    refuse(`the production build is missing (${missing.join(', ')})`, 'run `npm run build`, then start again: NODE_ENV=production npm start runs only what the build made');
  }
}
await loadServerModule('main');
