import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { PHOTO_WIDTHS, PhotoRefused, photoUrl, storePhoto } from '../media/photo-pipeline.js';
import type { Problem, ReadCatalogue } from './catalogue-file.js';
import { type CheckedProduct, checkCatalogue, type StoreNames } from './check-catalogue.js';
import { readCsvCatalogue } from './read-csv-catalogue.js';
import { readJsonCatalogue } from './read-json-catalogue.js';
import { type StoredImage, type WriteCounts, writeCatalogue } from './write-catalogue.js';

export interface ImportOptions {
  format: 'csv' | 'json';
  /** The folder the file's image names are in; null: the file names none. */
  imagesDir: string | null;
  /** Where photographs are stored by content hash (served at /media/photos/). */
  photosDir: string;
  /** Checks and counts everything, then rolls back: nothing is written. */
  dryRun?: boolean;
  archiveMissing?: boolean;
  /** Writes the products without problems and reports the others, instead of writing nothing. */
  skipInvalid?: boolean;
  /** Told the progress of each stage: photographs, then products. */
  progress?: (stage: 'photographs' | 'products', done: number, total: number) => void;
}

export interface ImportReport {
  /** Every problem of the file, in file order. */
  problems: Problem[];
  /** Whether the store was written (false on a dry run, and when problems stopped it). */
  written: boolean;
  /** What was (or, on a dry run, would be) changed; null when nothing was tried. */
  counts: WriteCounts | null;
  /** Products in the file, and those without problems. */
  products: { inFile: number; valid: number };
}

/** Photographs are served at this width when no srcset is used (mail, old clients). */
const DEFAULT_WIDTH = 960;

/** Rolls a dry run's transaction back after it counted what it would change. */
class DryRunDone extends Error {
  constructor(readonly counts: WriteCounts) {
    super('dry run');
  }
}

/** The store's sizes and colours, by the lower-case forms a file may use. */
async function storeNames(db: Kysely<Database>): Promise<StoreNames> {
  const sizes = await db.selectFrom('sizes').select('code').execute();
  const colours = await db.selectFrom('colors').select(['slug', 'name']).execute();
  return {
    sizes: new Map(sizes.map(({ code }) => [code.toLowerCase(), code])),
    colours: new Map(colours.flatMap(({ slug, name }) => [[name.toLowerCase(), slug], [slug, slug]])),
  };
}

/**
 * Imports a catalogue file: reads it, checks every row, turns its photographs into the served
 * formats, and writes the products in one transaction — all or nothing unless `skipInvalid`.
 * The running store's catalogue copy follows through the changes log; its answer caches are told
 * by a stock notification for "anything" once the import commits.
 */
export async function importCatalogue(db: Kysely<Database>, text: string, options: ImportOptions): Promise<ImportReport> {
  const read: ReadCatalogue = options.format === 'csv' ? readCsvCatalogue(text) : readJsonCatalogue(text);
  const { imagesDir } = options;
  const imageExists = imagesDir === null ? null : (file: string) => existsSync(join(imagesDir, file));
  const checked = checkCatalogue(read.products, await storeNames(db), imageExists);
  const problems = [...read.problems, ...checked.problems];

  const { stored, refused } = await storePhotos(checked.products, imagesDir, options);
  problems.push(...refused);
  const refusedAt = new Set(refused.map((problem) => problem.where));
  const valid = checked.products.filter((product) => !product.images.some((image) => refusedAt.has(image.where)));
  const report = (written: boolean, counts: WriteCounts | null): ImportReport => ({ problems, written, counts, products: { inFile: read.products.length, valid: valid.length } });
  if (problems.length > 0 && !options.skipInvalid) return report(false, null);

  try {
    const counts = await db.transaction().execute(async (trx) => {
      const counts = await writeCatalogue(trx, valid, {
        archiveMissing: options.archiveMissing ?? false,
        images: stored,
        progress: (done) => options.progress?.('products', done, valid.length),
      });
      if (options.dryRun) throw new DryRunDone(counts);
      const changed = counts.created + counts.updated + counts.archived + counts.variantsCreated + counts.variantsUpdated > 0;
      // Every instance drops its product answers when this commits (the stock listener's "anything").
      if (changed) await sql`SELECT pg_notify('variant_stock', '*')`.execute(trx);
      return counts;
    });
    return report(true, counts);
  } catch (error) {
    if (error instanceof DryRunDone) return report(false, error.counts);
    throw error;
  }
}

/** Each distinct image file of the valid products through the pipeline (only checked on a dry run). */
async function storePhotos(products: readonly CheckedProduct[], imagesDir: string | null, options: ImportOptions) {
  const stored = new Map<string, StoredImage>();
  const refused: Problem[] = [];
  const images = products.flatMap((product) => product.images);
  const files = [...new Set(images.map((image) => image.file))];
  if (imagesDir === null || files.length === 0) return { stored, refused };
  let done = 0;
  for (const file of files) {
    try {
      const photo = await storePhoto(join(imagesDir, file), options.photosDir, PHOTO_WIDTHS);
      const width = photo.widths.filter((candidate) => candidate <= DEFAULT_WIDTH).at(-1) ?? photo.widths[0]!;
      stored.set(file, { url: photoUrl(photo.hash, width, 'webp'), blurhash: photo.blurhash });
    } catch (error) {
      if (!(error instanceof PhotoRefused)) throw error;
      for (const image of images.filter((candidate) => candidate.file === file)) refused.push({ where: image.where, message: `image ${file} refused: ${error.message}` });
    }
    options.progress?.('photographs', ++done, files.length);
  }
  return { stored, refused };
}
