// Whether the browser is hydrating a server-rendered page, from before React starts until every
// slice and deferred part of it has hydrated (hydrate.tsx sets it, Document.tsx clears it).
let hydrating = false;

/** Whether a component rendering now is hydrating the server's HTML (or was mounted while it did). */
export function isHydratingPage(): boolean {
  return hydrating;
}

/** Said by the hydration's start and end. */
export function setHydratingPage(value: boolean): void {
  hydrating = value;
}

/**
 * Whether a component rendering now belongs to the server's document: the server is rendering it,
 * or the browser is hydrating what the server sent (or mounting a part of it meanwhile).
 */
export function isInServerDocument(): boolean {
  return typeof document === 'undefined' || hydrating;
}
