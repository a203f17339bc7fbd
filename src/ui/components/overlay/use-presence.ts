import { useState } from 'react';
import { useTimeout } from '../../hooks/use-timeout';

/** Whether an overlay is in the DOM, and whether it is entering or leaving. */
export type PresenceState = 'open' | 'closing' | 'closed';

/**
 * Keeps an overlay mounted for its exit transition: 'open' while open, 'closing' for
 * `exitMs` after it closes (CSS plays the exit), then 'closed' (unmount).
 */
export function usePresence(open: boolean, exitMs: number): PresenceState {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useTimeout(!open && mounted, exitMs, () => setMounted(false));

  if (open) return 'open';
  return mounted ? 'closing' : 'closed';
}
