import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { precompressPlugin } from '../../build/precompress-plugin';

let outDir: string;
const outDirs: string[] = [];
afterEach(() => {
  for (const dir of outDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the plugin's hooks over files written in a fresh output folder, as `vite build` would. */
async function build(files: Record<string, string>, ssr = false): Promise<void> {
  outDir = mkdtempSync(join(tmpdir(), 'precompress-'));
  outDirs.push(outDir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(outDir, name, '..'), { recursive: true });
    writeFileSync(join(outDir, name), content);
  }
  const plugin = precompressPlugin();
  const config = { build: { outDir, ssr } } as unknown as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  const bundle = Object.fromEntries(Object.keys(files).map((name) => [name, {}]));
  await (plugin.writeBundle as (options: unknown, bundle: unknown) => Promise<void>)({}, bundle);
}

const chunk = 'export function card() { return "a product card"; }\n'.repeat(60);

describe('precompressPlugin', () => {
  it('writes a brotli and a gzip file beside each text file of the build, each the same text', async () => {
    await build({ 'assets/chunk.js': chunk, 'assets/style.css': `.card{display:flex}\n`.repeat(80) });
    for (const name of ['assets/chunk.js', 'assets/style.css']) {
      const original = readFileSync(join(outDir, name));
      const brotli = readFileSync(join(outDir, `${name}.br`));
      expect(brotliDecompressSync(brotli)).toEqual(original);
      expect(gunzipSync(readFileSync(join(outDir, `${name}.gz`)))).toEqual(original);
      expect(brotli.byteLength).toBeLessThan(original.byteLength / 4);
    }
  });

  it('leaves files under 1 kB, source maps, images, the manifest and the server build alone', async () => {
    await build({ 'assets/tiny.js': 'export {};', 'assets/chunk.js.map': chunk, 'assets/photo.avif': chunk, '.vite/manifest.json': `{"a":"${'b'.repeat(2000)}"}` });
    for (const name of ['assets/tiny.js', 'assets/chunk.js.map', 'assets/photo.avif', '.vite/manifest.json']) {
      expect(existsSync(join(outDir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(outDir, `${name}.gz`)), name).toBe(false);
    }
    await build({ 'entry-server.js': chunk }, true);
    expect(existsSync(join(outDir, 'entry-server.js.br'))).toBe(false);
  });
});
