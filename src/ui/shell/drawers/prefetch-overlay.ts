import { useCallback } from 'react';
import { useService } from '../../app/services';
import { FEATURES } from '../../composition';
import type { OverlayKind } from './overlays';

/**
 * Loads an overlay's code and feature now: the header calls it as the shopper nears the search
 * button. The overlays' registry comes with it (overlays.ts): not start-up JavaScript either.
 */
export function usePrefetchOverlay(kind: OverlayKind): () => void {
  const features = useService(FEATURES);
  return useCallback(() => {
    import('./overlays')
      .then(({ overlaysFor }) => overlaysFor(features)[kind].prefetch())
      .catch(() => undefined);
  }, [features, kind]);
}
