/** Blurhash placeholders for product images, encoded from a coarse raster of the same drawing. */
import { type View } from './garments/drawing.js';
import { type Drawing } from './garments/index.js';
import { encodeBlurhash } from './blurhash-encode.js';
import { rasterise } from './raster.js';

const WIDTH = 32;
const HEIGHT = 40;
/** 3×4 components: a portrait silhouette without the ringing that more components add (28 characters). */
const COMPONENTS_X = 4;
const COMPONENTS_Y = 5;

const cache = new Map<string, string>();

/** The blurhash of a garment view in a colour ('#rrggbb'), computed once per process. */
export function garmentBlurhash(garment: Drawing, colorHex: string, view: View): string {
  const key = `${garment}|${colorHex}|${view}`;
  let hash = cache.get(key);
  if (hash === undefined) {
    hash = encodeBlurhash(rasterise(garment, colorHex, view, WIDTH, HEIGHT), WIDTH, HEIGHT, COMPONENTS_X, COMPONENTS_Y);
    cache.set(key, hash);
  }
  return hash;
}

/** Length of every hash this module produces. */
export const BLURHASH_LENGTH = 4 + 2 * COMPONENTS_X * COMPONENTS_Y;
