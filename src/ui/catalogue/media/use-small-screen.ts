import { SMALL_SCREEN_PX } from '@/domain';
import { useExternalValue } from '../../hooks/use-external-value';

const QUERY = `(max-width: ${SMALL_SCREEN_PX}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

const snapshot = (): boolean => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(QUERY).matches;

const serverSnapshot = (): boolean => false;

/** Whether the viewport is a small screen (up to 768 px, spec §9), following resizes. */
export function useSmallScreen(): boolean {
  return useExternalValue(subscribe, snapshot, serverSnapshot);
}
