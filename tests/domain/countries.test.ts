import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, countryOptions, searchCountries, sortByLocalName } from '@/domain/countries';

describe('country options (spec §3: id, English name, local name in the browser language)', () => {
  it('spec §3: names each code in English and in the browser language', () => {
    expect(countryOptions(['DE', 'LB'], 'fr')).toEqual([
      { id: 'DE', englishName: 'Germany', localName: 'Allemagne' },
      { id: 'LB', englishName: 'Lebanon', localName: 'Liban' },
    ]);
  });

  it('spec §2: an empty code list gives no options', () => {
    expect(countryOptions([], 'en')).toEqual([]);
  });

  it('normalises codes and keeps a code without a name as its own name', () => {
    expect(countryOptions([' lb'], 'en')[0]).toEqual({ id: 'LB', englishName: 'Lebanon', localName: 'Lebanon' });
    expect(countryOptions(['QQ'], 'en')[0]).toEqual({ id: 'QQ', englishName: 'QQ', localName: 'QQ' });
    expect(countryOptions(['not-a-code'], 'en')[0]).toEqual({ id: 'NOT-A-CODE', englishName: 'NOT-A-CODE', localName: 'NOT-A-CODE' });
  });

  it('falls back to English when the browser language is not a valid tag', () => {
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect(countryOptions(['DE'], '')[0]?.localName).toBe('Germany');
    expect(countryOptions(['DE'], 'not a language!')[0]?.localName).toBe('Germany');
  });
});

describe('country search (spec §2: case-insensitive substring match on local or English name)', () => {
  const options = countryOptions(['DE', 'LB', 'FR', 'US'], 'fr');

  it('spec §2: matches the local name ignoring case', () => {
    expect(searchCountries(options, 'LIB').map((o) => o.id)).toEqual(['LB']);
  });

  it('spec §2: matches the English name ignoring case', () => {
    expect(searchCountries(options, 'germ').map((o) => o.id)).toEqual(['DE']);
  });

  it('matches anywhere in the name', () => {
    expect(searchCountries(options, 'ANCE').map((o) => o.id)).toEqual(['FR']);
  });

  it('a blank query keeps every option; no match gives none', () => {
    expect(searchCountries(options, '  ')).toEqual(options);
    expect(searchCountries(options, 'zzz')).toEqual([]);
  });
});

describe('country order (spec §2: sorted by local name by default)', () => {
  it('spec §2: sorts by the local name, not the English one', () => {
    const options = countryOptions(['DE', 'ES', 'AT'], 'de'); // Deutschland, Spanien, Österreich
    expect(sortByLocalName(options, 'de').map((o) => o.localName)).toEqual(['Deutschland', 'Österreich', 'Spanien']);
  });

  it('uses the collation of the language', () => {
    const options = [
      { id: 'A', englishName: 'A', localName: 'Zeta' },
      { id: 'B', englishName: 'B', localName: 'Ärmel' },
      { id: 'C', englishName: 'C', localName: 'Apfel' },
    ];
    expect(sortByLocalName(options, 'de').map((o) => o.localName)).toEqual(['Apfel', 'Ärmel', 'Zeta']);
    expect(sortByLocalName(options, 'sv').map((o) => o.localName)).toEqual(['Apfel', 'Zeta', 'Ärmel']);
    expect(sortByLocalName(options, '').map((o) => o.id)).toEqual(['C', 'B', 'A']);
  });

  it('does not reorder the given list', () => {
    const options = countryOptions(['US', 'DE'], 'en');
    sortByLocalName(options, 'en');
    expect(options.map((o) => o.id)).toEqual(['US', 'DE']);
  });
});
