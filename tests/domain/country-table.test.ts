import { describe, expect, it } from 'vitest';
import { COUNTRY_TABLE, alpha3Of, countryCodesOf, isKnownCountry, numericOf } from '@/domain/country-table';

describe('country table (spec §3: alpha-2, alpha-3 and numeric codes)', () => {
  it('spec §3: holds all 249 ISO 3166-1 countries, each code unique and well formed', () => {
    expect(COUNTRY_TABLE).toHaveLength(249);
    for (const key of ['alpha2', 'alpha3', 'numeric'] as const) {
      expect(new Set(COUNTRY_TABLE.map((row) => row[key])).size).toBe(249);
    }
    for (const row of COUNTRY_TABLE) {
      expect(row.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(row.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(row.numeric).toMatch(/^\d{3}$/);
    }
  });

  it('every alpha-2 code is a region the Intl data names', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    const unnamed = COUNTRY_TABLE.filter((row) => names.of(row.alpha2) === row.alpha2).map((row) => row.alpha2);
    expect(unnamed).toEqual([]);
  });

  it.each([
    ['LB', 'LBN', '422'],
    ['US', 'USA', '840'],
    ['FR', 'FRA', '250'],
    ['DE', 'DEU', '276'],
    ['GB', 'GBR', '826'],
    ['AF', 'AFG', '004'],
    ['AX', 'ALA', '248'],
    ['CW', 'CUW', '531'],
    ['SS', 'SSD', '728'],
    ['ZW', 'ZWE', '716'],
  ])('maps %s to %s and %s', (alpha2, alpha3, numeric) => {
    expect(alpha3Of(alpha2)).toBe(alpha3);
    expect(numericOf(alpha2)).toBe(numeric);
    expect(isKnownCountry(alpha2)).toBe(true);
  });

  it('looks codes up in any case and with spaces around', () => {
    expect(countryCodesOf(' lb ')).toEqual({ alpha2: 'LB', alpha3: 'LBN', numeric: '422' });
  });

  it('unknown codes give null', () => {
    expect(alpha3Of('XK')).toBeNull();
    expect(numericOf('ZZ')).toBeNull();
    expect(isKnownCountry('')).toBe(false);
    expect(isKnownCountry('LBN')).toBe(false);
  });
});
