import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/** The file the app polls hourly to learn that a new build is deployed (spec §4). */
export const BUILD_VERSION_FILE = 'build-version.json';

/** Writes `{ id, builtAt }` beside the built assets; the id is new on every build. */
export function buildVersionPlugin(): Plugin {
  const id = process.env.BUILD_ID ?? randomUUID();
  return {
    name: 'storefront-build-version',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: BUILD_VERSION_FILE,
        source: JSON.stringify({ id, builtAt: new Date().toISOString() }),
      });
    },
  };
}
