import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:redirects';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

/**
 * Reads `redirects.json` (`{ "from": "to" }`) at build time and exposes it to the app as
 * `virtual:redirects`, so the table ships inside the bundle with no request at runtime.
 */
export function redirectsPlugin(file = fileURLToPath(new URL('../redirects.json', import.meta.url))): Plugin {
  return {
    name: 'storefront-redirects',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(file);
      const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(table)};`;
    },
  };
}
