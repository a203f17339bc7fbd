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
