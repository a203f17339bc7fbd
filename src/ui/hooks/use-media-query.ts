import { useCallback } from 'react';
import { useExternalValue } from './use-external-value';

const serverSnapshot = (): boolean => false;

/** Whether a CSS media query matches, kept current through matchMedia's change events. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = useCallback(() => window.matchMedia(query).matches, [query]);
  return useExternalValue(subscribe, snapshot, serverSnapshot);
}
