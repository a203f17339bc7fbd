import { type ComponentType, memo, Suspense } from 'react';

/**
 * A part of a server-rendered page that React hydrates in a pass of its own, after the rest: a
 * `Suspense` boundary that never suspends. Hydration leaves such a boundary as the server wrote it
 * and comes back to it at React's lowest priority, in slices; a tap on it before then hydrates it
 * at once and is delivered. Meant for what one screen size shows and the other drops (a phone drops
 * a listing's filter sidebar once it knows its width): the variant a screen does not need is
 * removed without ever being hydrated, and the one it needs no longer lengthens the page's first
 * hydration.
 *
 * Memoised: new props before the part has hydrated make React hydrate it first, at their priority,
 * so a parent's re-render with the same props stops here.
 */
export function hydratedApart<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Apart(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  Apart.displayName = `HydratedApart(${Component.displayName ?? Component.name})`;
  return memo(Apart) as unknown as ComponentType<P>;
}
