import { useEffect, useState } from 'react';
import { useService } from '../../../app/services';
import { FEATURES } from '../../../composition';

/** Whether the size-and-fit feature's services can be got; starts loading them when first asked. */
export function useFitFeature(): boolean {
  const features = useService(FEATURES);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    features('fit')
      .then(() => live && setReady(true))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [features]);
  return ready;
}
