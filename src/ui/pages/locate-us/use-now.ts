import { CLOCK } from '@/application';
import { useEffect, useState } from 'react';
import { interval } from 'rxjs';
import { useService } from '../../app/services';

/** How often "Open now" is computed again, in ms. */
export const OPENING_STATUS_REFRESH_MS = 60_000;

/** The clock's time, read again every minute through the clock's scheduler (tests control it). */
export function useNow(): number {
  const clock = useService(CLOCK);
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const subscription = interval(OPENING_STATUS_REFRESH_MS, clock.scheduler).subscribe(() => setNow(clock.now()));
    return () => subscription.unsubscribe();
  }, [clock]);
  return now;
}
