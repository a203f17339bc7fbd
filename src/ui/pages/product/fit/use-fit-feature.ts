import { startTransition, useEffect, useState } from 'react';
import { nextIdleMoment } from '../../../app/idle';
import { useClock, useService } from '../../../app/services';
import { FEATURES } from '../../../composition';

/**
 * Whether the size-and-fit feature's services can be got. Once `wanted`, it loads them: at once
 * when `now` (a drawer the shopper opened), else at the next idle moment, so the page's start-up
 * work comes first. What then renders with it (a product's reviews) renders in a transition: in
 * slices a tap can come between, not one task the tap waits for.
 */
export function useFitFeature(wanted = true, now = false): boolean {
  const features = useService(FEATURES);
  const { scheduler } = useClock();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    (now ? Promise.resolve() : nextIdleMoment(scheduler))
      .then(() => features('fit'))
      .then(() => {
        if (live) startTransition(() => setReady(true));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [features, scheduler, wanted, now]);
  return ready;
}
