import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS } from '../../src/domain/photo-sources.js';
import { ensureDrawingPhoto } from '../../server/src/features/media/drawing-photos.js';
import { seedDatabase } from '../../server/src/seed/index.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The demo's drawings take the path a merchant's photographs take: the seed stores pipeline
// addresses, and the server rasterises each drawing once into a cache that outlives the database.
let server: TestApp;
let folder: string;
let drawingsDir: string;
let photosDir: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'demo-photos-'));
  drawingsDir = join(folder, 'drawings');
  photosDir = join(folder, 'photos');
  server = await startTestApp({ photosDir, drawingsDir });
  await seedDatabase(server.db, { products: 12, seed: 5, now: new Date('2030-01-15T00:00:00Z') });
}, 120_000);
afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('the demo drawings as photographs', () => {
  it('gives every product image, banner and menu picture a pipeline address, not an SVG', async () => {
    const images = await server.db.selectFrom('product_images').select('url').execute();
    expect(images.length).toBeGreaterThan(0);
    for (const { url } of images) expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{24}\/960\.webp$/);
    const banners = await server.db.selectFrom('hero_banners').select('image_url').execute();
    for (const { image_url } of banners) expect(image_url).toMatch(/^\/media\/photos\//);
  });

  it('rasterises a drawing on first request into every width and format, once, outside the store\'s photos', async () => {
    const url = (await server.db.selectFrom('product_images').select('url').orderBy('product_id').orderBy('position').executeTakeFirstOrThrow()).url;
    const folderUrl = url.replace(/960\.webp$/, '');
    const hash = /([0-9a-f]{24})/.exec(url)![1]!;
    expect(existsSync(join(drawingsDir, hash))).toBe(false);

    // The first request starts the rasterising and gets the same drawing as SVG meanwhile, not to be kept.
    const first = await get(url);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toMatch(/^\/media\/products\/[a-z-]+\/[a-z-]+\.svg\?view=front$/);
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await get(first.headers.location!)).headers['content-type']).toContain('image/svg+xml');
    await ensureDrawingPhoto(hash, drawingsDir); // the job the request started

    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const files = readdirSync(join(drawingsDir, hash));
    for (const width of PHOTO_WIDTHS) expect(files).toEqual(expect.arrayContaining([`${width}.avif`, `${width}.webp`]));
    expect(existsSync(join(photosDir, hash))).toBe(false);

    const avif = await get(`${folderUrl}320.avif`);
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ width: 320, height: 400 });
    expect((await get(`${folderUrl}320.jpg`)).headers['content-type']).toBe('image/jpeg');
  }, 60_000);

  it('makes a mail\'s JPEG before answering: mail clients show no SVG', async () => {
    const url = (await server.db.selectFrom('product_images').select('url').orderBy('product_id', 'desc').orderBy('position', 'desc').executeTakeFirstOrThrow()).url;
    const hash = /([0-9a-f]{24})/.exec(url)![1]!;
    expect(existsSync(join(drawingsDir, hash))).toBe(false);
    const jpeg = await get(url.replace(/960\.webp$/, '320.jpg'));
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(existsSync(join(drawingsDir, hash, '1600.avif'))).toBe(true);

    // Made once: the next request is served from the cache, not rasterised again.
    const made = statSync(join(drawingsDir, hash, '640.webp')).mtimeMs;
    expect((await get(url.replace(/960\.webp$/, '640.webp'))).statusCode).toBe(200);
    expect(statSync(join(drawingsDir, hash, '640.webp')).mtimeMs).toBe(made);
  }, 60_000);

  it('answers 404 for a hash that is neither a photograph nor a demo drawing', async () => {
    expect((await get('/media/photos/0123456789abcdef01234567/640.webp')).statusCode).toBe(404);
    expect(existsSync(join(drawingsDir, '0123456789abcdef01234567'))).toBe(false);
  });
});
