import { type ReactNode, Suspense } from 'react';
import { PartHydrated, usePartOnPage } from './deferred-hydration';

/**
 * A part of the page that hydrates in a render and a commit of its own (a `Suspense` boundary in
 * the server's HTML, which React hydrates after the frame around it, in document order, a tapped
 * one first), so a page hydrates in slices, each a shorter task on a slow phone, instead of in one
 * commit of the whole document. Its code is start-up code: it never suspends, the boundary only
 * slices the work. The document is marked interactive once every slice has hydrated
 * (deferred-hydration.tsx), as it is for the deferred parts.
 */
export function HydrationSlice({ children }: { readonly children: ReactNode }) {
  const onPage = usePartOnPage();
  return (
    <Suspense fallback={null}>
      <PartHydrated part={onPage}>{children}</PartHydrated>
    </Suspense>
  );
}
