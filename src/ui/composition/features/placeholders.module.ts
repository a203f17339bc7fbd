import { PLACEHOLDER_DECODER } from '@/application';
import { BlurhashPlaceholderDecoder } from '@/infrastructure/placeholder/blurhash-placeholder-decoder';
import { ContainerModule } from 'inversify';

/**
 * Image placeholders (blurhash): decoded when the page is idle, after it has hydrated, so the
 * decoder and the `blurhash` package load then too, with the first image that needs one.
 */
export const placeholdersModule = new ContainerModule(({ bind }) => {
  bind(PLACEHOLDER_DECODER).toDynamicValue(() => new BlurhashPlaceholderDecoder());
});
