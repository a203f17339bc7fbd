import { SMALL_SCREEN_PX } from '@/domain';
import { useExternalValue } from './use-external-value';
import { useMediaQuery } from './use-media-query';

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

const viewportWidth = (): number => window.innerWidth;
const noWidth = (): number => 0;

/** The viewport's width in px, updated on resize. */
export function useViewportWidth(): number {
  return useExternalValue(subscribeToResize, viewportWidth, noWidth);
}

/** The media query of a small screen: up to 768 px (spec §9, the domain's isSmallScreen). */
export const SMALL_SCREEN_QUERY = `(max-width: ${SMALL_SCREEN_PX}px)`;

/** Whether the screen is small (up to 768 px, spec §9), through matchMedia. */
export function useIsSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY);
}

const subscribeToScreenSize = (onChange: () => void) => {
  const list = window.matchMedia(SMALL_SCREEN_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

const screenSize = (): 'small' | 'wide' => (window.matchMedia(SMALL_SCREEN_QUERY).matches ? 'small' : 'wide');
const unknownScreenSize = (): null => null;

/**
 * Whether the screen is small, or null while nobody can know: in a server render and while the
 * browser hydrates it. A component then renders both its small-screen and its wide variant and
 * lets CSS show the right one, so the first paint never shifts when the browser takes over; once
 * hydrated, only the variant the screen needs stays.
 */
export function useScreenSize(): 'small' | 'wide' | null {
  return useExternalValue(subscribeToScreenSize, screenSize, unknownScreenSize);
}
