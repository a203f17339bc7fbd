import type { ContentGateway } from '@/application';
import { useEffect, useState } from 'react';

// The list fetched once per gateway (one per app): later openings of the dialog reuse it, so
// the call runs only while the list is still empty (spec §7).
const fetched = new WeakMap<ContentGateway, readonly string[]>();

/**
 * The country codes of `GET /api/optionsets/countries`, fetched the first time the dialog opens.
 * Until they are there (or when the call failed) the chosen code alone is offered, so the field
 * still shows what will be sent.
 */
export function useCountryCodes(content: ContentGateway, chosen: string): readonly string[] {
  const [codes, setCodes] = useState<readonly string[]>(() => fetched.get(content) ?? []);
  const empty = codes.length === 0;

  useEffect(() => {
    if (!empty) return undefined;
    let live = true;
    content.countries().then(
      (countries) => {
        const list = countries.map((country) => country.code);
        if (list.length > 0) fetched.set(content, list);
        if (live) setCodes(list);
      },
      // A failed load is tried again at the next opening; the HTTP client has logged it (spec §8).
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [content, empty]);

  return empty ? (chosen ? [chosen] : []) : codes;
}
