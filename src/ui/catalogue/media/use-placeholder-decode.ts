import { PLACEHOLDER_DECODER } from '@/application';
import { useCallback } from 'react';
import { useService } from '../../app/services';

/** The app's blurhash decoder as the `decode` function BlurhashImage takes. */
export function usePlaceholderDecode() {
  const decoder = useService(PLACEHOLDER_DECODER);
  return useCallback((hash: string, width: number, height: number) => decoder.decode(hash, width, height), [decoder]);
}
