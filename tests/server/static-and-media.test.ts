import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.js';
import { FLAG_SPRITE_INDEX, FLAG_SPRITE_URL } from '../../src/ui/components/country-dropdown/flag-sprite-index.js';
import { insertCatalogue } from './support/fixtures.js';
import { startTestApp, type TestApp, testConfig } from './support/test-app.js';

let server: TestApp;
let site: Awaited<ReturnType<typeof buildApp>>;
let distDir: string;
const PRECOMPRESSED_CHUNK = 'export const chunk = "precompressed";\n'.repeat(100);
// Made with other settings than the server's own compression, so that its bytes tell the files apart.
const PRECOMPRESSED_BROTLI = brotliCompressSync(PRECOMPRESSED_CHUNK);
const PRECOMPRESSED_GZIP = gzipSync(PRECOMPRESSED_CHUNK, { level: 1 });

beforeAll(async () => {
  server = await startTestApp();
  await insertCatalogue(server.db);
  distDir = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")'.repeat(200));
  // What the build writes beside a chunk (build/precompress-plugin.ts).
  writeFileSync(join(distDir, 'assets', 'chunk-def456.js'), PRECOMPRESSED_CHUNK);
  writeFileSync(join(distDir, 'assets', 'chunk-def456.js.br'), PRECOMPRESSED_BROTLI);
  writeFileSync(join(distDir, 'assets', 'chunk-def456.js.gz'), PRECOMPRESSED_GZIP);
  writeFileSync(join(distDir, 'build-version.json'), '{"id":"abc","builtAt":"2030-01-01T00:00:00Z"}');
  site = await buildApp({ db: server.db, config: testConfig(), spaDir: distDir });
});
afterAll(async () => {
  await site.close();
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it('serves index.html for SPA routes with no-cache (history fallback)', async () => {
    for (const url of ['/', '/categories/women', '/my-account/orders/12?x=1']) {
      const answer = await site.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets immutably and compresses them', async () => {
    const answer = await site.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it("sends a chunk's precompressed file as it is: brotli, else gzip, else the chunk itself", async () => {
    const asked = async (acceptEncoding: string) => site.inject({ method: 'GET', url: '/assets/chunk-def456.js', headers: { 'accept-encoding': acceptEncoding } });
    const brotli = await asked('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload).toEqual(PRECOMPRESSED_BROTLI);
    const gzip = await asked('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(PRECOMPRESSED_GZIP);
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PRECOMPRESSED_CHUNK);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('javascript');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toContain('accept-encoding');
    }
  });

  it('revalidates build-version.json', async () => {
    const answer = await site.inject({ method: 'GET', url: '/build-version.json' });
    expect(answer.json()).toEqual({ id: 'abc', builtAt: '2030-01-01T00:00:00Z' });
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('never falls back to index.html for /api, /media or missing files', async () => {
    for (const url of ['/api/unknown', '/media/unknown', '/assets/missing-123.js']) {
      const answer = await site.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toContain('application/json');
    }
  });
});

describe('media', () => {
  it('renders a product image by garment and colour, cached immutably', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/media/products/dress/black.svg?view=back' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('image/svg+xml');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body).toContain('<svg');
  });

  it('answers 404 for an unknown garment or colour', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/media/products/spaceship/black.svg' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/media/products/dress/plaid.svg' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/media/products/dress/plaid.png' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/media/products/dress/black.jpg' })).statusCode).toBe(404);
  });

  it('draws a product as a 240 px PNG for mail clients that do not show SVG', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/media/products/dress/black.png?view=front' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { default: sharp } = await import('sharp');
    const { width, height, format } = await sharp(answer.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 240, height: 300, format: 'png' });
  });

  it('serves the flag sprite at the URL the SPA names, under its content hash, cached for a year (spec §7)', async () => {
    const answer = await server.app.inject({ method: 'GET', url: FLAG_SPRITE_URL });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('image/svg+xml');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const hash = createHash('sha256').update(answer.body).digest('hex').slice(0, 12);
    expect(FLAG_SPRITE_URL).toBe(`/media/flags/flags.${hash}.svg`);
    expect(answer.body).toContain(`${Object.keys(FLAG_SPRITE_INDEX).length} flags`);
    // Another sprite's name is not this one: no stale file is ever served as current.
    expect((await server.app.inject({ method: 'GET', url: '/media/flags/flags.000000000000.svg' })).statusCode).toBe(404);
  });

  it('serves the social network marks the footer links show', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/media/social/instagram.svg' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('image/svg+xml');
    expect(answer.body).toContain('<svg');
    expect((await server.app.inject({ method: 'GET', url: '/media/social/myspace.svg' })).statusCode).toBe(404);
  });
});
