import { PLACEHOLDER_DECODER, type PlaceholderDecoder, type PlaceholderResult } from '@/application';
import { type ServiceLocator, useServiceLocator } from '../../app/services';
import { FEATURES } from '../../composition';

/**
 * A placeholder's decoding as BlurhashImage takes it: the decoder's answer, or, while the decoder's
 * code is loading, the promise of its arrival (the image asks again once it is there).
 */
export type PlaceholderDecode = (hash: string, width: number, height: number) => PlaceholderResult | Promise<void>;

// One decode function per container: the same on every render, so that no image renders again when the decoder arrives.
const decodes = new WeakMap<ServiceLocator, PlaceholderDecode>();

/**
 * The app's blurhash decoder as the `decode` function BlurhashImage takes. Its code (the
 * `placeholders` feature, with the blurhash package) is not start-up JavaScript: it loads the
 * first time an image asks, which is after start-up, when the page is idle.
 */
export function usePlaceholderDecode(): PlaceholderDecode {
  const services = useServiceLocator();
  let decode = decodes.get(services);
  if (!decode) {
    decode = loadingDecode(services);
    decodes.set(services, decode);
  }
  return decode;
}

/** Decodes with the container's decoder once it has loaded; until then answers the promise of its arrival. */
function loadingDecode(services: ServiceLocator): PlaceholderDecode {
  let decoder: PlaceholderDecoder | null = null;
  let arrival: Promise<void> | null = null;
  return (hash, width, height) => {
    if (decoder) return decoder.decode(hash, width, height);
    arrival ??= services
      .get(FEATURES)('placeholders')
      .then(() => {
        decoder = services.get(PLACEHOLDER_DECODER);
      })
      .catch((error: unknown) => {
        // Asked again later, the chunk is fetched again.
        arrival = null;
        throw error;
      });
    return arrival;
  };
}
