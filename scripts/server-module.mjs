// Loads one of the server's entry modules (its path under server/src, without extension) the way
// this environment runs the server: with NODE_ENV=production the JavaScript `npm run build:api`
// compiled, on node alone; otherwise the TypeScript sources through tsx, registered in this process.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const production = process.env.NODE_ENV === 'production';

/** The compiled file of `entry` (`main` → `dist-api/server/src/main.js`). */
export const compiledPath = (entry) => `dist-api/server/src/${entry}.js`;

export function refuse(problem, whatToDo) {
  console.error(`[storefront] failed to start: ${problem}`);
  console.error(`[storefront] what to do: ${whatToDo}`);
  process.exit(1);
}

export async function loadServerModule(entry) {
  if (production) {
    const compiled = compiledPath(entry);
    if (!existsSync(join(root, compiled))) {
      refuse(`the production build is missing (${compiled})`, 'run `npm run build`, then again: with NODE_ENV=production only what the build made runs');
    }
    // Stack traces name the TypeScript sources' lines (the build writes source maps).
    process.setSourceMapsEnabled(true);
    return import(pathToFileURL(join(root, compiled)).href);
  }
  let tsx;
  try {
    tsx = await import('tsx/esm/api');
  } catch {
    refuse(
      'tsx, which runs the server from its TypeScript sources in development, is not installed (an install with --omit=dev?)',
      'install every dependency (`npm ci`), or run the production build: `npm run build`, then again with NODE_ENV=production',
    );
  }
  tsx.register();
  return import(pathToFileURL(join(root, `server/src/${entry}.ts`)).href);
}
