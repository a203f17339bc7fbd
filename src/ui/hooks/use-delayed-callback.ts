import { useCallback, useEffect, useRef } from 'react';
import type { Subscription } from 'rxjs';
import { useClock } from '../app/services';

/**
 * A timer owned by a component, on the app's clock: `schedule(work, ms)` replaces any pending
 * work, `cancel()` drops it, and unmounting cancels it.
 */
export function useDelayedCallback(): { schedule: (work: () => void, ms: number) => void; cancel: () => void } {
  const clock = useClock();
  const pending = useRef<Subscription | null>(null);
  const cancel = useCallback(() => {
    pending.current?.unsubscribe();
    pending.current = null;
  }, []);
  const schedule = useCallback(
    (work: () => void, ms: number) => {
      cancel();
      pending.current = clock.scheduler.schedule(() => {
        pending.current = null;
        work();
      }, ms);
    },
    [cancel, clock],
  );
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
