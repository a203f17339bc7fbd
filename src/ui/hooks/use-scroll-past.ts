import { useCallback, useSyncExternalStore } from 'react';

/** Whether the page is scrolled further than `offset` px (re-evaluated on scroll). */
export function useScrollPast(offset: number): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('scroll', onChange, { passive: true });
    return () => window.removeEventListener('scroll', onChange);
  }, []);
  return useSyncExternalStore(subscribe, () => window.scrollY > offset, () => false);
}
