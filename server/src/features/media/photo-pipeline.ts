import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { MAIL_PHOTO_WIDTH, PHOTO_WIDTHS } from '../../../../src/domain/photo-sources.js';
import { encodeBlurhash } from '../../seed/blurhash-encode.js';
import { contentHash, PHOTO_FORMATS, photoUrl } from './photo-address.js';

export { PHOTO_FORMATS, PHOTO_WIDTHS, photoUrl };
/** Past these a file is refused rather than read: a 40 MB or 100-megapixel "photo" is a mistake or an attack. */
export const MAX_PHOTO_BYTES = 40 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 100_000_000;

/** A photograph as stored: its folder under the content hash holds the original and each width in each format. */
export interface StoredPhoto {
  hash: string;
  /** The widths made, ascending (each is there: one past the original's width holds the original's size, never enlarged). */
  widths: number[];
  width: number;
  height: number;
  blurhash: string;
  /** The dominant colour, `#rrggbb`: a background while the placeholder decodes. */
  dominant: string;
  original: string;
}

/** A file the pipeline will not take, with the reason a merchant can act on. */
export class PhotoRefused extends Error {}

const hex = (value: number) => value.toString(16).padStart(2, '0');

/**
 * Turns a photograph (JPEG, PNG, WebP, or HEIC where sharp reads it) into AVIF and WebP at the
 * widths up to its own, with its blurhash and dominant colour, under its content hash in
 * `photosDir`. Done once per content: a file already stored is answered from its `photo.json`.
 */
export async function storePhoto(file: string, photosDir: string, widths: readonly number[] = PHOTO_WIDTHS): Promise<StoredPhoto> {
  const { size } = await stat(file);
  if (size > MAX_PHOTO_BYTES) throw new PhotoRefused(`too large (${(size / 1024 / 1024).toFixed(1)} MB; at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB)`);
  return storePhotoBytes(await readFile(file), photosDir, widths);
}

/** `storePhoto` for an image in memory (the demo's drawings: SVG, rasterised at its own size). */
export async function storePhotoBytes(bytes: Buffer, photosDir: string, widths: readonly number[] = PHOTO_WIDTHS): Promise<StoredPhoto> {
  const hash = contentHash(bytes);
  const folder = join(photosDir, hash);
  const record = join(folder, 'photo.json');
  if (existsSync(record)) return JSON.parse(await readFile(record, 'utf8')) as StoredPhoto;

  const image = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' }).rotate();
  let meta: Metadata;
  try {
    meta = await image.metadata();
  } catch (error) {
    throw new PhotoRefused(`not a readable image (${(error as Error).message})`);
  }
  if (meta.width === undefined || meta.height === undefined) throw new PhotoRefused('not a readable image (no dimensions)');
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw new PhotoRefused(`too many pixels (${meta.width}×${meta.height}; at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels)`);
  const upright = (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  // Every width, so a page can offer them all from any one URL (src/domain/photo-sources.ts).
  const made = [...widths];

  // Written to a temporary folder and renamed: a crash never leaves a half-made photo that looks stored.
  const temporary = `${folder}.${process.pid}.tmp`;
  await mkdir(temporary, { recursive: true });
  try {
    const original = `original.${meta.format ?? 'bin'}`;
    await writeFile(join(temporary, original), bytes);
    // Decoded and turned upright once, at the largest width: every other width and format is made
    // from these pixels, not from the original's JPEG decoded a dozen times over.
    const largest = await image.clone().resize({ width: Math.max(...made), withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(largest.data, { raw: largest.info });
    // All at once: sharp's threads share the machine's cores; effort 1 makes AVIF at about a third of
    // effort 4's time for files a few percent larger (README, "A merchant's own catalogue").
    // The widths past the original's hold the same pixels: each is encoded once, then copied.
    const encoded = [...new Set(made.map((width) => Math.min(width, largest.info.width)))];
    await Promise.all(encoded.flatMap((width) => {
      const resized = pixels().resize({ width, withoutEnlargement: true });
      return [
        resized.clone().avif({ quality: 50, effort: 1 }).toFile(join(temporary, `${width}.avif`)),
        resized.clone().webp({ quality: 75 }).toFile(join(temporary, `${width}.webp`)),
      ];
    }).concat(pixels().resize({ width: MAIL_PHOTO_WIDTH, withoutEnlargement: true }).jpeg({ quality: 80, mozjpeg: true }).toFile(join(temporary, `${MAIL_PHOTO_WIDTH}.jpg`))));
    const encodedNames = new Set(encoded);
    await Promise.all(made.filter((width) => !encodedNames.has(width)).flatMap((width) =>
      PHOTO_FORMATS.map((format) => copyFile(join(temporary, `${largest.info.width}.${format}`), join(temporary, `${width}.${format}`)))));
    // A size made only to be copied under wider names is not one the pages ask for.
    await Promise.all(encoded.filter((width) => !made.includes(width)).flatMap((width) => PHOTO_FORMATS.map((format) => rm(join(temporary, `${width}.${format}`)))));
    const { data, info } = await pixels().resize(32, 32, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const { dominant } = await pixels().stats();
    const photo: StoredPhoto = {
      hash, widths: made, ...upright, original,
      blurhash: encodeBlurhash(new Uint8ClampedArray(data), info.width, info.height, 4, 3),
      dominant: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    };
    await writeFile(join(temporary, 'photo.json'), JSON.stringify(photo));
    await rename(temporary, folder).catch(async (error: NodeJS.ErrnoException) => {
      // Another import stored the same content meanwhile: theirs is as good as ours.
      if (!existsSync(record)) throw error;
      await rm(temporary, { recursive: true, force: true });
    });
    return photo;
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    if (error instanceof PhotoRefused) throw error;
    throw new PhotoRefused(`could not be converted (${(error as Error).message})`);
  }
}
