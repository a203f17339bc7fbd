import { useCallback } from 'react';
import { useExternalValue } from './use-external-value';

const notScrolled = (): boolean => false;

/** Whether the page is scrolled further than `offset` px (re-evaluated on scroll). */
export function useScrollPast(offset: number): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('scroll', onChange, { passive: true });
    return () => window.removeEventListener('scroll', onChange);
  }, []);
  const scrolledPast = useCallback(() => window.scrollY > offset, [offset]);
  return useExternalValue(subscribe, scrolledPast, notScrolled);
}
