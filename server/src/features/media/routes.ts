import type { FastifyPluginAsync } from 'fastify';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { isDrawing, renderGarmentSvg } from '../../seed/garment-svg.js';
import { socialLogoSvg } from '../../seed/social-logos.js';
import { colourHex } from './colours.js';
import { loadFlagSprite } from './flag-sprite.js';
import { demoDrawingOf, drawingPhotoMade, ensureDrawingPhoto } from './drawing-photos.js';

const IMAGE_FILE = /^([a-z0-9-]{1,40})\.svg$/;
/** A product drawing as PNG, for mail clients that do not show SVG: `{colour slug}.png`. */
const RASTER_FILE = /^([a-z0-9-]{1,40})\.png$/;
/** Wide enough for a mail's 72 px thumbnail on a 3x screen, small enough to stay a few kB. */
const RASTER_WIDTH = 240;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What /media/photos/ serves: a derived size (`{hash}/{width}.avif|webp`, the mail's `.jpg`); originals and records stay private. */
const PHOTO_FILE = /^\/?[0-9a-f]{24}\/\d{2,4}\.(avif|webp|jpg)$/;
const PHOTO_REQUEST = /^\/media\/photos\/([0-9a-f]{24})\/(\d{2,4}\.(?:avif|webp|jpg))(?:\?|$)/;

/**
 * Product images rendered on request from (garment, colour, view) — no files to store — social
 * network marks, the flag sprite, imported photographs from `photosDir`, the demo's drawings as
 * photographs from `drawingsDir` (rasterised there on first request), and static media files from
 * `mediaDir`.
 */
export function mediaRoutes(db: Kysely<Database>, mediaDir: string, photosDir?: string, drawingsDir?: string): FastifyPluginAsync {
  return async (app) => {
    const hexBySlug = new Map<string, string>(); // colours never change while running

    async function hexOf(slug: string): Promise<string | undefined> {
      if (!hexBySlug.has(slug)) {
        const hex = await colourHex(db, slug);
        if (hex === undefined) return undefined;
        hexBySlug.set(slug, hex);
      }
      return hexBySlug.get(slug);
    }

    app.get<{ Params: { garment: string; file: string }; Querystring: { view?: 'front' | 'back' } }>(
      '/media/products/:garment/:file',
      {
        schema: {
          tags: ['media'],
          summary: 'A product image: /media/products/{garment}/{colour slug}.svg?view=front|back (or .png, 240 px wide, for mail)',
          querystring: Type.Object({ view: Type.Optional(Type.Enum(['front', 'back'])) }),
        },
      },
      async (request, reply) => {
        const { garment, file } = request.params;
        const raster = RASTER_FILE.exec(file)?.[1];
        const slug = IMAGE_FILE.exec(file)?.[1] ?? raster;
        const hex = slug === undefined || !isDrawing(garment) ? undefined : await hexOf(slug);
        if (hex === undefined || !isDrawing(garment)) throw notFound('image');
        const svg = renderGarmentSvg(garment, hex, request.query.view ?? 'front');
        if (raster === undefined) return reply.header('cache-control', IMMUTABLE).type('image/svg+xml').send(svg);
        // Loaded on first use: only mail asks for these, and sharp is a large native module.
        const { default: sharp } = await import('sharp');
        const png = await sharp(Buffer.from(svg)).resize({ width: RASTER_WIDTH }).png({ compressionLevel: 9, palette: true }).toBuffer();
        return reply.header('cache-control', IMMUTABLE).type('image/png').send(png);
      },
    );

    app.get<{ Params: { file: string } }>(
      '/media/social/:file',
      { schema: { tags: ['media'], summary: 'A social network mark: /media/social/{slug}.svg' } },
      async (request, reply) => {
        const slug = IMAGE_FILE.exec(request.params.file)?.[1];
        const svg = slug === undefined ? null : socialLogoSvg(slug);
        if (svg === null) throw notFound('image');
        return reply.header('cache-control', IMMUTABLE).type('image/svg+xml').send(svg);
      },
    );

    const flags = loadFlagSprite();
    app.get<{ Params: { file: string } }>(
      '/media/flags/:file',
      { schema: { tags: ['media'], summary: 'The flag sprite, named by its content: /media/flags/flags.{hash}.svg' } },
      async (request, reply) => {
        if (request.params.file !== flags.file) throw notFound('image');
        return reply.header('cache-control', IMMUTABLE).type('image/svg+xml').send(flags.svg);
      },
    );
    if (photosDir !== undefined && drawingsDir !== undefined) {
      mkdirSync(drawingsDir, { recursive: true });
      // A demo drawing not rasterised yet on this machine is made in the background; meanwhile the
      // page gets the same drawing as SVG, so a first visit never waits on it (nor do the browser's
      // few connections). A mail's JPEG waits: mail clients show no SVG.
      app.addHook('onRequest', async (request, reply) => {
        const [, hash, file] = PHOTO_REQUEST.exec(request.url) ?? [];
        if (hash === undefined || existsSync(join(photosDir, hash, file!)) || drawingPhotoMade(hash, drawingsDir)) return;
        const drawing = demoDrawingOf(hash);
        if (drawing === undefined) return;
        const made = ensureDrawingPhoto(hash, drawingsDir).catch((error: unknown) => {
          request.log.error({ err: error, hash }, 'a demo drawing could not be rasterised');
          return false;
        });
        if (file!.endsWith('.jpg')) {
          await made;
          return;
        }
        return reply.header('cache-control', 'no-store').redirect(drawing.svgUrl, 302);
      });
    }

    if (photosDir !== undefined) {
      // Each file is named by its content's hash: it never changes, so a browser keeps it for a year.
      mkdirSync(photosDir, { recursive: true });
      await app.register(fastifyStatic, {
        root: drawingsDir === undefined ? photosDir : [photosDir, drawingsDir], prefix: '/media/photos/', decorateReply: false, cacheControl: false, etag: false, lastModified: false,
        allowedPath: (path) => PHOTO_FILE.test(path),
        setHeaders: (response) => response.header('cache-control', IMMUTABLE),
      });
    }

    if (existsSync(mediaDir)) {
      await app.register(fastifyStatic, { root: mediaDir, prefix: '/media/static/', decorateReply: false, maxAge: '1d' });
    }
  };
}
