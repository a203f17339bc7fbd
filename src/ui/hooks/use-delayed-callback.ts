import { useCallback, useEffect, useRef } from 'react';

/**
 * A timer owned by a component: `schedule(work, ms)` replaces any pending work, `cancel()` drops
 * it, and unmounting cancels it.
 */
export function useDelayedCallback(): { schedule: (work: () => void, ms: number) => void; cancel: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const schedule = useCallback(
    (work: () => void, ms: number) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        work();
      }, ms);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
