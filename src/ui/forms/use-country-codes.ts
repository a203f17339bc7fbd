import type { ContentGateway } from '@/application';
import type { Country } from '@/domain';
import { useEffect, useState } from 'react';

// The list fetched once per gateway (one per app): later forms reuse it, so the call runs only
// while the list is still empty (spec §7).
const fetched = new WeakMap<ContentGateway, readonly Country[]>();

/**
 * The country codes of `GET /api/optionsets/countries` (only the ones we ship to with
 * `shippableOnly`), fetched the first time a form needs them. Until they are there (or when the
 * call failed) the chosen code alone is offered, so the field still shows what will be sent.
 */
export function useCountryCodes(content: ContentGateway, chosen: string, { shippableOnly = false } = {}): readonly string[] {
  const [countries, setCountries] = useState<readonly Country[]>(() => fetched.get(content) ?? []);
  const empty = countries.length === 0;

  useEffect(() => {
    if (!empty) return undefined;
    let live = true;
    content.countries().then(
      (list) => {
        if (list.length > 0) fetched.set(content, list);
        if (live) setCountries(list);
      },
      // A failed load is tried again at the next opening; the HTTP client has logged it (spec §8).
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [content, empty]);

  if (empty) return chosen ? [chosen] : [];
  return countries.filter((country) => !shippableOnly || country.shippable).map((country) => country.code);
}
