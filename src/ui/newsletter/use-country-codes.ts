import type { ContentGateway } from '@/application';
import { useEffect, useState } from 'react';

/**
 * The country codes of `GET /api/optionsets/countries`, fetched when the dialog opens and only
 * while the list is still empty (spec §7). Until then (or when the call failed) the chosen code
 * alone is offered, so the field still shows what will be sent.
 */
export function useCountryCodes(content: ContentGateway, open: boolean, chosen: string): readonly string[] {
  const [codes, setCodes] = useState<readonly string[]>([]);
  const empty = codes.length === 0;

  useEffect(() => {
    if (!open || !empty) return undefined;
    let live = true;
    content.countries().then(
      (countries) => {
        if (live) setCodes(countries.map((country) => country.code));
      },
      // A failed load is tried again at the next opening; the HTTP client has logged it (spec §8).
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [content, open, empty]);

  return empty ? (chosen ? [chosen] : []) : codes;
}
