/**
 * Strings as small numbers, each once, in the order first seen: what the in-memory indexes hold
 * instead of the strings themselves (a search index's lexemes, a listing's sizes and colours).
 */
export class Numbering {
  private readonly numbers = new Map<string, number>();
  private readonly values: string[] = [];

  constructor(known: readonly string[] = []) {
    for (const value of known) this.numberOf(value);
  }

  get size(): number {
    return this.values.length;
  }

  /** The value's number, given it now if it had none. */
  numberOf(value: string): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.values.length;
      this.numbers.set(value, number);
      this.values.push(value);
    }
    return number;
  }

  /** The value's number, or undefined if it has none (nothing is added). */
  find(value: string): number | undefined {
    return this.numbers.get(value);
  }

  valueOf(number: number): string {
    return this.values[number]!;
  }
}
