/** Where a stored photograph lives and is served: a folder named by its content's hash. */
import { createHash } from 'node:crypto';

/** The formats made for each width, most compact first: `<picture>` offers them in this order. */
export const PHOTO_FORMATS = ['avif', 'webp'] as const;

/** The hash that names a photograph's folder: the same content always lands in the same place. */
export function contentHash(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 24);
}

/** Where a stored photograph's derived file is served. */
export function photoUrl(hash: string, width: number, format: (typeof PHOTO_FORMATS)[number]): string {
  return `/media/photos/${hash}/${width}.${format}`;
}
