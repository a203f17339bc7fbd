/**
 * Sets of small numbers (a listing's places) as bits, 32 to a word: what the listing index
 * filters and counts with. Functions over plain `Uint32Array`s so the hot loops stay monomorphic.
 */

/** A set able to hold 0 … size-1, empty. */
export function emptyBits(size: number): Uint32Array {
  return new Uint32Array(Math.ceil(size / 32));
}

export function addBit(bits: Uint32Array, place: number): void {
  bits[place >>> 5]! |= 1 << (place & 31);
}

export function hasBit(bits: Uint32Array, place: number): boolean {
  return (bits[place >>> 5]! & (1 << (place & 31))) !== 0;
}

/** Set bits in one word (the classic SWAR count; JavaScript has no popcount). */
function bitsIn(word: number): number {
  let count = word - ((word >>> 1) & 0x55555555);
  count = (count & 0x33333333) + ((count >>> 2) & 0x33333333);
  return (((count + (count >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(bits: Uint32Array): number {
  let count = 0;
  for (let word = 0; word < bits.length; word += 1) count += bitsIn(bits[word]!);
  return count;
}

/** How many places both sets hold, without making their intersection. */
export function countCommon(a: Uint32Array, b: Uint32Array): number {
  let count = 0;
  for (let word = 0; word < a.length; word += 1) count += bitsIn(a[word]! & b[word]!);
  return count;
}

/** The places any of `sets` holds (a new set). */
export function union(size: number, sets: readonly Uint32Array[]): Uint32Array {
  const result = emptyBits(size);
  for (const set of sets) for (let word = 0; word < result.length; word += 1) result[word]! |= set[word]!;
  return result;
}

/**
 * The places every given set holds (a new set); null sets stand for "every place", and null is
 * returned when all of them are null.
 */
export function intersection(sets: readonly (Uint32Array | null)[]): Uint32Array | null {
  let result: Uint32Array | null = null;
  for (const set of sets) {
    if (set === null) continue;
    if (result === null) result = set.slice();
    else for (let word = 0; word < result.length; word += 1) result[word]! &= set[word]!;
  }
  return result;
}

/** Calls `visit` with each place the set holds, ascending, until it returns false. */
export function forEachBit(bits: Uint32Array, visit: (place: number) => boolean): void {
  for (let word = 0; word < bits.length; word += 1) {
    let remaining = bits[word]!;
    while (remaining !== 0) {
      const lowest = remaining & -remaining;
      if (!visit(word * 32 + 31 - Math.clz32(lowest))) return;
      remaining ^= lowest;
    }
  }
}
