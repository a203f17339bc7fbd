import { type ReactNode, useEffect, useState } from 'react';

/** One deferred part on the page: whether its boundary has hydrated (or, in the browser, rendered). */
interface PartOnPage {
  hydrated: boolean;
}

// The parts on the page whose boundary is still the server's HTML, and who waits for them.
const dehydrated = new Set<PartOnPage>();
const waiters = new Set<() => void>();

function settle(): void {
  if (dehydrated.size > 0) return;
  waiters.forEach((resolve) => resolve());
  waiters.clear();
}

/**
 * A deferred part's place on the page, from its wrapper outside the boundary: counted as waiting
 * from the commit that shows it until its content has committed (PartHydrated).
 */
export function usePartOnPage(): PartOnPage {
  const [part] = useState<PartOnPage>(() => ({ hydrated: false }));
  useEffect(() => {
    if (!part.hydrated) dehydrated.add(part);
    return () => {
      dehydrated.delete(part);
      settle();
    };
  }, [part]);
  return part;
}

/** Inside a part's boundary: its effect runs once the part's own content has hydrated. */
export function PartHydrated({ part, children }: { readonly part: PartOnPage; readonly children: ReactNode }) {
  useEffect(() => {
    part.hydrated = true;
    dehydrated.delete(part);
    settle();
  }, [part]);
  return children;
}

/**
 * Resolves once every deferred part on the page has hydrated: when the whole page is interactive.
 * Call it after the page's commit (an effect), when its parts have been counted.
 */
export function whenDeferredPartsHydrated(): Promise<void> {
  if (dehydrated.size === 0) return Promise.resolve();
  return new Promise((resolve) => waiters.add(resolve));
}
