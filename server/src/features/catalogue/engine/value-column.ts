/**
 * A dimension's values (sizes, colours, brands) per row, as bits: `words` words a row, 32 values
 * a word. Rows are a listing index's slots, or a scope's places; counting walks the words in a
 * plain loop, with no call per value.
 */
export class ValueColumn {
  readonly words: number;
  private readonly bits: Uint32Array;

  constructor(rows: number, values: number) {
    this.words = Math.max(1, Math.ceil(values / 32));
    this.bits = new Uint32Array(rows * this.words);
  }

  set(row: number, value: number): void {
    this.bits[row * this.words + (value >>> 5)]! |= 1 << (value & 31);
  }

  /** Calls `visit` with each value the row holds. */
  valuesOf(row: number, visit: (value: number) => void): void {
    const base = row * this.words;
    for (let word = 0; word < this.words; word += 1) {
      let bits = this.bits[base + word]!;
      while (bits !== 0) {
        const lowest = bits & -bits;
        visit(word * 32 + 31 - Math.clz32(lowest));
        bits ^= lowest;
      }
    }
  }

  /**
   * Adds `step` to `counts[value]` for each value held at each place of `places` (rows are places
   * here), or with `others`, at each of the first `size` places that `places` does not hold.
   */
  countOver(places: Uint32Array, others: boolean, size: number, counts: Int32Array, step: number): void {
    const { bits, words } = this;
    const last = places.length - 1;
    // The last word's bits past `size` are never places.
    const tail = size % 32 === 0 ? -1 : (1 << (size % 32)) - 1;
    for (let word = 0; word <= last; word += 1) {
      let placed = others ? ~places[word]! & (word === last ? tail : -1) : places[word]!;
      while (placed !== 0) {
        const lowest = placed & -placed;
        const base = ((word << 5) + 31 - Math.clz32(lowest)) * words;
        for (let valueWord = 0; valueWord < words; valueWord += 1) {
          let held = bits[base + valueWord]!;
          while (held !== 0) {
            const lowestValue = held & -held;
            counts[(valueWord << 5) + 31 - Math.clz32(lowestValue)]! += step;
            held ^= lowestValue;
          }
        }
        placed ^= lowest;
      }
    }
  }
}
