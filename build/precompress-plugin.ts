import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text the browser fetches (not source maps, which only DevTools does). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest)$/;
/** Below this a file goes as it is, as the server's own compression leaves it (`threshold` in `app.ts`). */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside each text file of the browser's build,
 * which the server sends as they are (`preCompressed` in `server/src/http/spa.ts`). Compressed
 * once here, a chunk is smaller than the server's on-the-fly brotli (quality 4) made it, and no
 * request spends the server's CPU compressing it again: on a 2-core machine that work ran beside
 * the page's hydration (DESIGN.md, "Responsiveness on a slow phone").
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'storefront-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (ssr) return;
      // Not the manifest (`.vite/`), which only the server reads.
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith('.'));
      await Promise.all(files.map((name) => precompress(join(outDir, name))));
    },
  };
}

async function precompress(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.byteLength < PRECOMPRESS_MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength } }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}
