import { createRng, deriveSeed } from './prng.js';

/**
 * How a product's sizes have sold, drawn apart from everything else about it (its own seed), so
 * that the rest of the generated product stays as it is: a size sold out in every colour, a size
 * down to its last pieces in every colour, or neither. The core sizes of a run sell first.
 */
export type SizeSelling = 'sold out' | 'last pieces' | 'selling';

/** Mixed into the catalogue's seed for the sizes' own draws. */
const SIZE_STOCK_SEED = 0x51_7e_5e_11;
/** A size at the edge of its run sells out this often; the core size of the run about twice as often. */
const SOLD_OUT_AT_EDGE = 0.08;
const SOLD_OUT_MORE_AT_CORE = 0.16;
/** A size not sold out is down to its last 1–3 pieces this often. */
const LAST_PIECES = 0.12;
export const LAST_PIECES_MAX = 3;

/** How each size of product `index` has sold; a product of one size never sells out this way, and one size at least is left. */
export function sizeSelling(seed: number, index: number, sizes: readonly string[]): Map<string, SizeSelling> {
  const rng = createRng(deriveSeed(seed ^ SIZE_STOCK_SEED, index));
  const draws = sizes.map((size, at) => {
    // 1 at the centre of the run, about 0.5 at its edges.
    const core = 1 - Math.abs(at - (sizes.length - 1) / 2) / sizes.length;
    const soldOut = SOLD_OUT_AT_EDGE + SOLD_OUT_MORE_AT_CORE * (core - 0.5) * 2;
    const draw = rng.next();
    const selling: SizeSelling = sizes.length > 1 && draw < soldOut ? 'sold out' : rng.chance(LAST_PIECES) ? 'last pieces' : 'selling';
    return { size, selling, draw };
  });
  if (draws.every((size) => size.selling === 'sold out')) {
    const last = draws.reduce((highest, size) => (size.draw > highest.draw ? size : highest));
    last.selling = 'selling';
  }
  return new Map(draws.map(({ size, selling }) => [size, selling]));
}
