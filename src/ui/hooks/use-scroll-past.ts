import { useCallback } from 'react';
import { useExternalValue } from './use-external-value';

const notScrolled = (): boolean => false;

function followScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const followNothing = (): (() => void) => () => undefined;

/**
 * Whether the page is scrolled further than `offset` px (re-evaluated on scroll). While not
 * `active` it follows no scroll and answers false: a component that needs it only sometimes is
 * rendered again on no scroll the rest of the time.
 */
export function useScrollPast(offset: number, active = true): boolean {
  const scrolledPast = useCallback(() => active && window.scrollY > offset, [active, offset]);
  return useExternalValue(active ? followScroll : followNothing, scrolledPast, notScrolled);
}
