import { PLACEHOLDER_DECODER } from '@/application';
import { useCallback } from 'react';
import { useService, useServices } from '../../app/services';
import { FEATURES } from '../../composition';
import type { DecodeLoader } from '../../components/blurhash-image';

/**
 * The app's blurhash decoder as BlurhashImage takes it: loaded on demand (its code and the
 * `blurhash` package are not start-up JavaScript), by the first image that needs a placeholder.
 */
export function usePlaceholderDecoder(): DecodeLoader {
  const features = useService(FEATURES);
  const services = useServices();
  return useCallback(async () => {
    await features('placeholders');
    const decoder = services.get(PLACEHOLDER_DECODER);
    return (hash: string, width: number, height: number) => decoder.decode(hash, width, height);
  }, [features, services]);
}
