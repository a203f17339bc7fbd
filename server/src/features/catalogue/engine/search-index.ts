/**
 * The catalogue's search index, in memory: for every lexeme of the products' search documents
 * (PostgreSQL's weighted tsvectors, stemmed by its english configuration) the products holding it,
 * newest first, with a score. Pure: search-copy.ts holds the documents and stems the query's
 * words (through the source), catalogue-engine.ts follows the changes.
 *
 * A product's score for a word is what ts_rank_cd gives a one-word query: the sum of the word's
 * occurrences' weights (name 1, category and colour 0.5, description and material 0.2, brand 0.05).
 * A query of several words needs all of them and adds their scores.
 */
import { Numbering } from './numbering.js';
import { closestWord } from './search-words.js';
import { similarityOf, trigramsOf } from './trigrams.js';

/** Matches beyond the newest this many are neither ranked nor counted: nobody pages past them. */
export const SEARCH_COUNT_CAP = 1000;

/** tsvector weight letters → their share of the score. */
const WEIGHTS: Readonly<Record<string, number>> = { A: 1, B: 0.5, C: 0.2, D: 0.05 };

/** Similarity from which the vocabulary's words are typo candidates (pg_trgm's default is 0.3: too strict for short words). */
const CANDIDATE_SIMILARITY = 0.15;
const CANDIDATES = 12;
/** A lexeme at least one product in this many holds also keeps its rows as bits (no more bytes than its postings). */
const COMMON_SHARE = 32;
/** Words shorter than this are never offered as a typo's correction. */
const MIN_CORRECTION_LENGTH = 3;

/** Lexemes as numbers, shared by every document and index built from them. */
export class Lexicon extends Numbering {}

/** Scores are held in twentieths (the brand's weight, the smallest, is one). */
const SCORE_UNIT = 0.05;
const SCORE_BITS = 12;
const MAX_UNITS = (1 << SCORE_BITS) - 1;
/** Lexeme ids fit the bits the score leaves. */
const MAX_LEXEMES = 2 ** (32 - SCORE_BITS);

/**
 * One product's search document: per lexeme its id and its score in units, packed in one number
 * (id above SCORE_BITS bits of units), a few bytes a lexeme for the hundreds of thousands kept.
 */
export interface SearchDocument {
  productId: number;
  /** Milliseconds since the epoch: equal scores rank newest first. */
  createdAt: number;
  terms: Uint32Array;
}

/** Reads `lexeme:WEIGHTS lexeme:WEIGHTS …` (a tsvector's lexemes with one weight letter per occurrence). */
export function parseDocument(productId: number, createdAt: number, text: string, lexicon: Lexicon): SearchDocument {
  const parts = text === '' ? [] : text.split(' ');
  const terms = new Uint32Array(parts.length);
  parts.forEach((part, index) => {
    const colon = part.lastIndexOf(':');
    let score = 0;
    for (const letter of part.slice(colon + 1)) score += WEIGHTS[letter] ?? WEIGHTS.D!;
    const units = Math.min(MAX_UNITS, Math.max(1, Math.round(score / SCORE_UNIT)));
    const id = lexicon.numberOf(part.slice(0, colon));
    if (id >= MAX_LEXEMES) throw new Error(`the search vocabulary outgrew ${MAX_LEXEMES.toLocaleString('en-US')} lexemes`);
    terms[index] = id * 2 ** SCORE_BITS + units;
  });
  return { productId, createdAt, terms };
}

const lexemeOf = (term: number) => term >>> SCORE_BITS;
const unitsOf = (term: number) => term & MAX_UNITS;

/** A word of the query and its stem (null: a stop word, left out). */
export interface QueryWord {
  word: string;
  stem: string | null;
}

export interface SearchResult {
  ids: number[];
  /** Matches, up to SEARCH_COUNT_CAP. */
  total: number;
  /** The typos corrected ("shrit" → lexeme "shirt"), when something matched; else none. */
  corrections: readonly Correction[];
}

/** A word of the query no product holds, and the lexeme of the known word searched instead. */
export interface Correction {
  word: string;
  lexeme: string;
}

/** How a search reads its words. */
export interface SearchOptions {
  /** Correct a word no product holds to the known word it most likely meant (default); false: the words as they are. */
  correct?: boolean;
}

export class SearchIndex {
  /** Row → product id; rows run newest first. */
  private readonly productIds: Int32Array;
  /** Lexeme id → rows holding it (ascending) and their scores. */
  private readonly postingRows: (Int32Array | undefined)[];
  /** Scores in units (SCORE_UNIT). */
  private readonly postingScores: (Uint16Array | undefined)[];
  /** For a lexeme held by at least 1 product in COMMON_SHARE: its rows as bits, a membership test in one step. */
  private readonly rowBits: (Uint32Array | undefined)[];
  /** Lexemes some product holds, sorted: prefixes are ranges of it. */
  private readonly vocabulary: string[];
  private readonly vocabularyIds: Int32Array;
  /** Trigram → indexes into `vocabulary` of the words (of correction length) that hold it. */
  private readonly trigramWords = new Map<string, number[]>();
  private readonly trigramCounts: Int32Array;

  private constructor(private readonly lexicon: Lexicon, documents: SearchDocument[]) {
    const rows = [...documents].sort((a, b) => b.createdAt - a.createdAt || b.productId - a.productId);
    this.productIds = Int32Array.from(rows, (document) => document.productId);
    const counts = new Int32Array(lexicon.size);
    for (const document of rows) for (const term of document.terms) counts[lexemeOf(term)]! += 1;
    this.postingRows = Array.from(counts, (count) => (count > 0 ? new Int32Array(count) : undefined));
    this.postingScores = Array.from(counts, (count) => (count > 0 ? new Uint16Array(count) : undefined));
    const filled = new Int32Array(lexicon.size);
    rows.forEach((document, row) => {
      for (const term of document.terms) {
        const id = lexemeOf(term);
        const at = filled[id]!;
        this.postingRows[id]![at] = row;
        this.postingScores[id]![at] = unitsOf(term);
        filled[id] = at + 1;
      }
    });
    const words = Math.ceil(rows.length / 32);
    this.rowBits = this.postingRows.map((posting) => {
      if (posting === undefined || posting.length * COMMON_SHARE < rows.length) return undefined;
      const bits = new Uint32Array(words);
      for (const row of posting) bits[row >>> 5]! |= 1 << (row & 31);
      return bits;
    });
    const held = [...counts.keys()].filter((id) => counts[id]! > 0).map((id) => lexicon.valueOf(id)).sort();
    this.vocabulary = held;
    this.vocabularyIds = Int32Array.from(held, (word) => lexicon.numberOf(word));
    this.trigramCounts = new Int32Array(held.length);
    this.indexTrigrams();
  }

  /** Each word of correction length under each of its trigrams: typo candidates are words that share some. */
  private indexTrigrams(): void {
    this.vocabulary.forEach((word, index) => {
      if (word.length < MIN_CORRECTION_LENGTH) return;
      const trigrams = trigramsOf(word);
      this.trigramCounts[index] = trigrams.length;
      for (const trigram of trigrams) {
        const words = this.trigramWords.get(trigram);
        if (words === undefined) this.trigramWords.set(trigram, [index]);
        else words.push(index);
      }
    });
  }

  static build(documents: Iterable<SearchDocument>, lexicon: Lexicon): SearchIndex {
    return new SearchIndex(lexicon, [...documents]);
  }

  /**
   * Products holding every word (its stem as a prefix: "blaz" finds blazers; else the known word a
   * typo meant: "shrit" is "shirt"), best score first, then newest, then by id: one stable order,
   * so pages never repeat or skip a product. Only the newest SEARCH_COUNT_CAP matches are ranked.
   */
  search(words: readonly QueryWord[], limit: number, offset: number, { correct = true }: SearchOptions = {}): SearchResult {
    const read = words.map((word) => (word.stem === null ? null : this.operandOf(word.word, word.stem, correct)));
    const operands = read.flatMap((operand) => (operand === null ? [] : [operand.lexemes]));
    if (operands.length === 0 || operands.some((operand) => operand.length === 0)) return { ids: [], total: 0, corrections: [] };
    const cursors = operands.map(
      (operand) => new OperandCursor(operand.map((id) => this.postingRows[id]!), operand.map((id) => this.postingScores[id]!), operand.map((id) => this.rowBits[id] ?? null)),
    );
    // The rarest operand leads: its rows are the candidates, the others are looked up along them
    // (a common word by one bit, and scored only where every word is).
    const sizes = cursors.map((cursor) => cursor.size);
    const leader = cursors[sizes.indexOf(Math.min(...sizes))]!;
    const others = cursors.filter((cursor) => cursor !== leader);
    const rows: number[] = [];
    const totals: number[] = [];
    const candidates = leader.stream();
    for (let row = candidates.next(); row >= 0; row = candidates.next()) {
      if (!others.every((cursor) => cursor.holds(row))) continue;
      let total = leader.scoreAt(row);
      for (const cursor of others) total += cursor.scoreAt(row);
      rows.push(row);
      totals.push(total);
      if (rows.length === SEARCH_COUNT_CAP) break;
    }
    const order = bestFirst(rows, totals, offset + limit);
    const corrections = rows.length === 0 ? [] : words.flatMap((word, at) => (read[at]?.correction ? [{ word: word.word, lexeme: read[at].correction }] : []));
    return { ids: order.slice(offset, offset + limit).map((at) => this.productIds[rows[at]!]!), total: rows.length, corrections };
  }

  /**
   * Lexeme ids a query word matches: those starting with its stem, else (when correcting) the
   * known word a typo meant, with that word, else none.
   */
  private operandOf(word: string, stem: string, correct: boolean): { lexemes: number[]; correction: string | null } {
    const prefixed: number[] = [];
    for (let at = this.firstAtOrAfter(stem); at < this.vocabulary.length && this.vocabulary[at]!.startsWith(stem); at += 1) {
      prefixed.push(this.vocabularyIds[at]!);
    }
    if (prefixed.length > 0 || !correct) return { lexemes: prefixed, correction: null };
    const correction = closestWord(word, this.typoCandidates(word));
    return correction === null ? { lexemes: [], correction: null } : { lexemes: [this.lexicon.numberOf(correction)], correction };
  }

  private firstAtOrAfter(text: string): number {
    let low = 0;
    let high = this.vocabulary.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.vocabulary[middle]! < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The vocabulary's words most like `word` by trigrams, likeliest first (then the more common, then alphabetical). */
  private typoCandidates(word: string): string[] {
    const trigrams = trigramsOf(word);
    const shared = new Map<number, number>();
    for (const trigram of trigrams) {
      for (const index of this.trigramWords.get(trigram) ?? []) shared.set(index, (shared.get(index) ?? 0) + 1);
    }
    const documents = (index: number) => this.postingRows[this.vocabularyIds[index]!]!.length;
    return [...shared]
      .map(([index, count]) => ({ index, similarity: similarityOf(count, trigrams.length, this.trigramCounts[index]!) }))
      .filter((candidate) => candidate.similarity >= CANDIDATE_SIMILARITY)
      .sort((a, b) => b.similarity - a.similarity || documents(b.index) - documents(a.index) || a.index - b.index)
      .slice(0, CANDIDATES)
      .map((candidate) => this.vocabulary[candidate.index]!);
  }

}

/**
 * One query word's postings (a lexeme's, or a prefix's several), walked in row order: the rows
 * asked about only ever grow, so each posting keeps its place and gallops ahead.
 */
class OperandCursor {
  private readonly places: Int32Array;

  constructor(
    private readonly postings: Int32Array[],
    private readonly scores: Uint16Array[],
    /** Per lexeme, its rows as bits when it is common (else null). */
    private readonly bits: (Uint32Array | null)[],
  ) {
    this.places = new Int32Array(postings.length);
  }

  get size(): number {
    return this.postings.reduce((sum, rows) => sum + rows.length, 0);
  }

  /**
   * Every row holding the word, ascending, one at a time (-1 at the end): a prefix's lexemes are
   * merged as they are read, so a search that finds its thousand matches early reads no further.
   */
  stream(): { next(): number } {
    // A short prefix covers many lexemes: merged once, in one sort, rather than one step each.
    const postings = this.postings.length <= MERGED_AS_READ ? this.postings : [union(this.postings)];
    const heads = new Int32Array(postings.length);
    return {
      next() {
        let lowest = -1;
        for (let which = 0; which < postings.length; which += 1) {
          const rows = postings[which]!;
          const head = heads[which]!;
          if (head < rows.length && (lowest < 0 || rows[head]! < lowest)) lowest = rows[head]!;
        }
        if (lowest < 0) return -1;
        for (let which = 0; which < postings.length; which += 1) {
          if (postings[which]![heads[which]!] === lowest) heads[which]! += 1;
        }
        return lowest;
      },
    };
  }

  /** Whether `row` holds the word; rows must be asked in ascending order. */
  holds(row: number): boolean {
    for (let which = 0; which < this.postings.length; which += 1) {
      const bits = this.bits[which];
      if (bits !== null && bits !== undefined) {
        if ((bits[row >>> 5]! & (1 << (row & 31))) !== 0) return true;
        continue;
      }
      const rows = this.postings[which]!;
      const place = advance(rows, this.places[which]!, row);
      this.places[which] = place;
      if (place < rows.length && rows[place] === row) return true;
    }
    return false;
  }

  /** The word's score in `row`, in units (0: not there); rows must be asked in ascending order. */
  scoreAt(row: number): number {
    let total = 0;
    for (let which = 0; which < this.postings.length; which += 1) {
      const rows = this.postings[which]!;
      const place = advance(rows, this.places[which]!, row);
      this.places[which] = place;
      if (place < rows.length && rows[place] === row) total += this.scores[which]![place]!;
    }
    return total;
  }
}

/** Up to this many of the best are picked one by one; more are sorted. */
const PICKED_BEST = 64;

/**
 * The first `count` matches by score (highest first), then row (newest first): indexes into
 * `rows`. A first page needs a dozen of up to a thousand: kept in order as they come, not sorted.
 */
function bestFirst(rows: readonly number[], totals: readonly number[], count: number): number[] {
  const before = (a: number, b: number) => totals[a]! > totals[b]! || (totals[a] === totals[b] && rows[a]! < rows[b]!);
  if (count > PICKED_BEST) return [...rows.keys()].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0)).slice(0, count);
  const best: number[] = [];
  for (let at = 0; at < rows.length; at += 1) {
    if (best.length === count && !before(at, best[count - 1]!)) continue;
    let place = best.length === count ? count - 1 : best.length;
    while (place > 0 && before(at, best[place - 1]!)) {
      best[place] = best[place - 1]!;
      place -= 1;
    }
    best[place] = at;
  }
  return best;
}

/** Up to this many lexemes, a prefix's rows are merged as they are read. */
const MERGED_AS_READ = 16;

/** The rows of several postings, ascending, each once. */
function union(postings: readonly Int32Array[]): Int32Array {
  const all = new Int32Array(postings.reduce((sum, rows) => sum + rows.length, 0));
  let at = 0;
  for (const rows of postings) {
    all.set(rows, at);
    at += rows.length;
  }
  all.sort();
  return all.filter((row, index) => index === 0 || all[index - 1] !== row);
}

/** The first place at or after `from` whose row is not below `row`: galloping, then halving. */
function advance(rows: Int32Array, from: number, row: number): number {
  if (from >= rows.length || rows[from]! >= row) return from;
  let low = from;
  let step = 1;
  while (low + step < rows.length && rows[low + step]! < row) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, rows.length);
  low += 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle]! < row) low = middle + 1;
    else high = middle;
  }
  return low;
}
