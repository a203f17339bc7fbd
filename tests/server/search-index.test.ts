import { describe, expect, it } from 'vitest';
import { Lexicon, parseDocument, SEARCH_COUNT_CAP, SearchIndex } from '../../server/src/features/catalogue/engine/search-index.js';
import { similarityOf, trigramsOf } from '../../server/src/features/catalogue/engine/trigrams.js';

// The in-memory index on its own: documents as PostgreSQL writes them (`lexeme:WEIGHTS`), query
// words with their stems given (the database's stemmer is not part of this layer).

const lexicon = new Lexicon();
const day = (n: number) => Date.UTC(2026, 0, n);
const index = SearchIndex.build(
  [
    parseDocument(1, day(1), 'linen:A shirt:AB white:B', lexicon),
    parseDocument(2, day(5), 'summer:A dress:AB linen:B', lexicon),
    parseDocument(3, day(3), 'trouser:AB linen:C', lexicon),
    parseDocument(4, day(9), 'tote:A leather:AC linen:D', lexicon),
    parseDocument(5, day(7), 'wool:A blazer:AB grey:B', lexicon),
    parseDocument(6, day(7), 'wool:A coat:AB', lexicon),
  ],
  lexicon,
);
const find = (...words: [string, string | null][]) => index.search(words.map(([word, stem]) => ({ word, stem })), 20, 0);

describe('search index', () => {
  it('ranks by the weights of the word’s occurrences: name, then category and colour, then description, then brand', () => {
    expect(find(['linen', 'linen'])).toEqual({ ids: [1, 2, 3, 4], total: 4, corrections: [] });
  });

  it('needs every word and adds their scores; a stop word is left out', () => {
    expect(find(['linen', 'linen'], ['dress', 'dress'])).toEqual({ ids: [2], total: 1, corrections: [] });
    expect(find(['the', null], ['wool', 'wool'])).toEqual({ ids: [6, 5], total: 2, corrections: [] });
    expect(find(['the', null])).toEqual({ ids: [], total: 0, corrections: [] });
    expect(find(['linen', 'linen'], ['xylophone', 'xylophon'])).toEqual({ ids: [], total: 0, corrections: [] });
  });

  it('orders equal scores newest first, then by the higher id, and pages through that order', () => {
    expect(find(['wool', 'wool']).ids).toEqual([6, 5]);
    const page = (offset: number) => index.search([{ word: 'linen', stem: 'linen' }], 1, offset).ids;
    expect([page(0), page(1), page(2), page(3), page(4)]).toEqual([[1], [2], [3], [4], []]);
  });

  it('reads a stem as a prefix and corrects a typo to the closest known word', () => {
    expect(find(['blaz', 'blaz'])).toEqual({ ids: [5], total: 1, corrections: [] });
    expect(find(['white', 'white'], ['shrit', 'shrit'])).toEqual({ ids: [1], total: 1, corrections: [{ word: 'shrit', lexeme: 'shirt' }] });
    expect(index.search([{ word: 'shrit', stem: 'shrit' }], 20, 0, { correct: false })).toEqual({ ids: [], total: 0, corrections: [] });
    expect(find(['shrit', 'shrit']).ids).toEqual([1]);
    expect(find(['blazr', 'blazr']).ids).toEqual([5]);
    expect(find(['lether', 'lether']).ids).toEqual([4]);
  });

  it('merges the lexemes a prefix covers, each product once, scored by all it holds', () => {
    const knits = new Lexicon();
    const prefixed = SearchIndex.build(
      [
        parseDocument(1, day(1), 'knit:A knitwear:B', knits),
        parseDocument(2, day(2), 'knitwear:B', knits),
        parseDocument(3, day(3), 'knit:C wool:A', knits),
        parseDocument(4, day(4), 'knot:A', knits),
      ],
      knits,
    );
    expect(prefixed.search([{ word: 'knit', stem: 'knit' }], 20, 0)).toEqual({ ids: [1, 2, 3], total: 3, corrections: [] });
    expect(prefixed.search([{ word: 'knit', stem: 'knit' }, { word: 'wool', stem: 'wool' }], 20, 0)).toEqual({ ids: [3], total: 1, corrections: [] });
  });

  it('merges a short prefix covering many lexemes the same way', () => {
    const many = new Lexicon();
    const documents = Array.from({ length: 40 }, (_, at) => parseDocument(at + 1, day(1) + at, `ta${String.fromCharCode(97 + (at % 26))}:A${at % 2 === 0 ? ' wool:B' : ''}`, many));
    const found = SearchIndex.build(documents, many);
    expect(found.search([{ word: 'ta', stem: 'ta' }], 100, 0).total).toBe(40);
    expect(found.search([{ word: 'ta', stem: 'ta' }, { word: 'wool', stem: 'wool' }], 3, 0)).toEqual({ ids: [39, 37, 35], total: 20, corrections: [] });
  });

  it('pages through a hundred matches in one order, whether a page picks its best or sorts them all', () => {
    const scored = new Lexicon();
    const letters = ['A', 'B', 'C', 'D'];
    const documents = Array.from({ length: 100 }, (_, at) => parseDocument(at + 1, day(1) + (at % 7), `wool:${letters[at % 4]}`, scored));
    const found = SearchIndex.build(documents, scored);
    const wool = [{ word: 'wool', stem: 'wool' }];
    const expected = [...documents]
      .sort((a, b) => b.terms[0]! - a.terms[0]! || b.createdAt - a.createdAt || b.productId - a.productId)
      .map((document) => document.productId);
    expect(found.search(wool, 100, 0).ids).toEqual(expected);
    const pages = Array.from({ length: 9 }, (_, page) => found.search(wool, 12, page * 12).ids).flat();
    expect(pages).toEqual(expected);
  });

  it('gives the same answer twice (nothing of one search stays behind for the next)', () => {
    const first = find(['linen', 'linen'], ['shirt', 'shirt']);
    expect(find(['linen', 'linen'], ['shirt', 'shirt'])).toEqual(first);
    expect(find(['white', 'white'])).toEqual({ ids: [1], total: 1, corrections: [] });
  });

  it('intersects a rare word (looked up in its postings) with a common one (its bits)', () => {
    const mixed = new Lexicon();
    const documents = Array.from({ length: 200 }, (_, at) => {
      const id = at + 1;
      const rare = id === 40 || id === 150 || id === 151 ? ' cashmer:A' : '';
      return parseDocument(id, day(1) + id, `${id % 2 === 0 ? 'black:B' : 'navi:B'}${rare}`, mixed);
    });
    const found = SearchIndex.build(documents, mixed);
    expect(found.search([{ word: 'cashmere', stem: 'cashmer' }, { word: 'black', stem: 'black' }], 20, 0)).toEqual({ ids: [150, 40], total: 2, corrections: [] });
    expect(found.search([{ word: 'navy', stem: 'navi' }, { word: 'cashmere', stem: 'cashmer' }], 20, 0)).toEqual({ ids: [151], total: 1, corrections: [] });
    expect(found.search([{ word: 'black', stem: 'black' }, { word: 'navy', stem: 'navi' }], 20, 0)).toEqual({ ids: [], total: 0, corrections: [] });
  });

  it('ranks and counts only the newest matches beyond the cap', () => {
    const many = new Lexicon();
    const documents = Array.from({ length: SEARCH_COUNT_CAP + 50 }, (_, at) => parseDocument(at + 1, day(1) + at, at === 0 ? 'knit:A' : 'knit:D', many));
    const result = SearchIndex.build(documents, many).search([{ word: 'knit', stem: 'knit' }], 3, 0);
    expect(result.total).toBe(SEARCH_COUNT_CAP);
    // The oldest product holds the word in its name, but is not among the newest thousand.
    expect(result.ids).toEqual([SEARCH_COUNT_CAP + 50, SEARCH_COUNT_CAP + 49, SEARCH_COUNT_CAP + 48]);
  });
});

describe('trigrams', () => {
  it('pads a word as pg_trgm does and measures the shared share', () => {
    expect(trigramsOf('Cat').sort()).toEqual(['  c', ' ca', 'at ', 'cat'].sort());
    expect(similarityOf(3, 4, 5)).toBeCloseTo(0.5);
  });
});
