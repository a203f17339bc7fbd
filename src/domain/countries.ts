/** A country the store knows, as GET /api/optionsets/countries lists it (spec §3). */
export interface Country {
  code: string;
  shippable: boolean;
}

/** A country as the country dropdown shows it: its code, English name and name in the browser language (spec §3). */
export interface CountryOption {
  id: string;
  englishName: string;
  localName: string;
}

/** Language used for the English name and when the browser language is not a valid tag. */
export const FALLBACK_LANGUAGE = 'en';

// The language itself when it is a valid BCP 47 tag, else English.
function usableLanguage(language: string): string {
  try {
    return new Intl.Locale(language).toString();
  } catch {
    return FALLBACK_LANGUAGE;
  }
}

// The region name, or the code itself when the code is malformed or has no name (fallback 'none' reports the latter).
function regionName(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Options for the given codes, named in English and in the browser language; no codes give no options (spec §2). */
export function countryOptions(codes: readonly string[], language: string): CountryOption[] {
  if (codes.length === 0) return [];
  const english = new Intl.DisplayNames([FALLBACK_LANGUAGE], { type: 'region', fallback: 'none' });
  const local = new Intl.DisplayNames([usableLanguage(language)], { type: 'region', fallback: 'none' });
  return codes.map((raw) => {
    const id = raw.trim().toUpperCase();
    return { id, englishName: regionName(english, id), localName: regionName(local, id) };
  });
}

/** Options whose local or English name contains the query, ignoring case; a blank query keeps all (spec §2). */
export function searchCountries(options: readonly CountryOption[], query: string): CountryOption[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...options];
  return options.filter(
    (option) => option.localName.toLowerCase().includes(needle) || option.englishName.toLowerCase().includes(needle),
  );
}

/** Options sorted by local name with the collation of the language (the dropdown's default order, spec §2). */
export function sortByLocalName(options: readonly CountryOption[], language: string): CountryOption[] {
  const collator = new Intl.Collator(usableLanguage(language));
  return [...options].sort((a, b) => collator.compare(a.localName, b.localName));
}
