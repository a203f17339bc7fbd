import { type ComponentType, memo, Suspense } from 'react';
import { useExternalValue } from '../../hooks/use-external-value';
import { PartHydrated, usePartOnPage } from './deferred-hydration';
import { onDemand, type OnDemandComponent } from './on-demand';

// Every deferred part, so that a server render can load them all before it renders.
const parts: OnDemandComponent<never>[] = [];

/**
 * A part of the page that is on the first paint but not needed to use it (the footer, the mega
 * menu, the page's head): its code is not start-up JavaScript (DESIGN.md, what the browser starts with). The
 * server renders it with the page (loadDeferredParts); the browser keeps the server's HTML and
 * hydrates it once its chunk has loaded, after the rest of the page (React's selective hydration).
 * In a page rendered in the browser it shows when its code has loaded. The document is marked
 * interactive once every part on it has hydrated (whenDeferredPartsHydrated).
 *
 * Memoised: a dehydrated boundary that receives new props before its code is there would drop the
 * server's HTML and show the empty fallback, so a parent's re-render with the same props stops here.
 */
export function deferredPart<P extends object>(load: () => Promise<Record<string, unknown>>, name: string): ComponentType<P> {
  const part = onDemand<P>(load, name);
  parts.push(part as OnDemandComponent<never>);
  function Deferred(props: P) {
    const onPage = usePartOnPage();
    return (
      <Suspense fallback={null}>
        <PartHydrated part={onPage}>
          <part.Component {...props} />
        </PartHydrated>
      </Suspense>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return memo(Deferred) as unknown as ComponentType<P>;
}

const noSubscription = () => () => undefined;
const isMounted = () => true;
const isServer = () => false;

/**
 * A part of the shell that reads state the browser changes before it could hydrate (the overlays'
 * host: a guard or a link opens a drawer as the page starts), so it must not hydrate late: it is
 * not in the server's HTML, and the browser mounts it once the page has hydrated, in a transition
 * (at once in a page rendered in the browser, or mounted later), its chunk loading then. Its code
 * is not start-up JavaScript.
 */
export function afterHydrationPart<P extends object>(load: () => Promise<Record<string, unknown>>, name: string): ComponentType<P> {
  const part = onDemand<P>(load, name);
  function AfterHydration(props: P) {
    // false on the server and while hydrating, true after, in a transition (React renders it in
    // slices; with useSyncExternalStore it re-rendered every such part in the hydration's last task).
    const mounted = useExternalValue(noSubscription, isMounted, isServer);
    return mounted ? (
      <Suspense fallback={null}>
        <part.Component {...props} />
      </Suspense>
    ) : null;
  }
  AfterHydration.displayName = `AfterHydration(${name})`;
  return AfterHydration;
}

/** Loads the code of every deferred part: the server does before it renders, so each renders in place. */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all(parts.map((part) => part.prefetch()));
}

/**
 * Starts loading the code of every deferred part, one part at each idle moment `nextIdle` finds: a
 * part's import inserts the preload links of what its chunk imports, and a dozen parts doing that
 * in one task made a long task (about 50 ms on a throttled phone, the search page's largest after
 * hydration). Resolves once every part's load has started.
 */
export async function loadDeferredPartsOneByOne(nextIdle: () => Promise<void>): Promise<void> {
  for (const part of [...parts]) {
    await nextIdle();
    part.prefetch().catch(() => undefined);
  }
}
