import { type ReactNode, useEffect } from 'react';
import { whenDeferredPartsHydrated } from './deferred-hydration';
import { setHydratingPage } from './hydrating';
import type { PageAssets } from '@/domain/page-render-contract';

/** Set on `<html>` once React has hydrated the server's document, its deferred parts included. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** A performance mark of the moment React has hydrated the page, before its deferred parts (bench/hydration-timing.mjs). */
export const PAGE_HYDRATED_MARK = 'storefront:page-hydrated';

/**
 * The whole HTML document of a server-rendered page, rendered by React on the server and hydrated
 * in the browser: the same tree on both sides. Pages add their own title, description, canonical
 * link and social cards (React places them in the head).
 *
 * The page's own modules are not preloaded from the head: the entry imports them as it starts
 * (one round trip later), so the stylesheet and the page's largest image have the network to
 * themselves until then (DESIGN.md, what the browser starts with). The entry downloads at low
 * priority and runs once the server's HTML has painted.
 */
export function Document({ assets, onHydrated, children }: { assets: Pick<PageAssets, 'styles' | 'entry'>; onHydrated?: () => void; children: ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#111111" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        <Hydrated onHydrated={onHydrated} />
      </body>
    </html>
  );
}

/**
 * Tells, from its effect, that React has hydrated the document. Rendered on both sides (so the
 * trees, and the ids useId makes from them, are the same); it renders nothing.
 */
function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => {
    performance.mark(PAGE_HYDRATED_MARK);
    // Marks the document as interactive (the journeys wait for it before they click): its deferred
    // parts too, which hydrate after the rest (deferred-part.tsx).
    void whenDeferredPartsHydrated().then(() => {
      setHydratingPage(false);
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    });
    onHydrated?.();
  }, [onHydrated]);
  return null;
}
