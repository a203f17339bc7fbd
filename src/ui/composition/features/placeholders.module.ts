import { PLACEHOLDER_DECODER } from '@/application';
import { BlurhashPlaceholderDecoder } from '@/infrastructure/placeholder/blurhash-placeholder-decoder';
import { ContainerModule } from 'inversify';

/**
 * Image placeholders: the blurhash decoder, with the `blurhash` package. Not start-up JavaScript:
 * a placeholder is only ever decoded after start-up, when the page is idle (BlurhashImage), and
 * a server-rendered image is usually there before then.
 */
export const placeholdersModule = new ContainerModule(({ bind }) => {
  bind(PLACEHOLDER_DECODER).toDynamicValue(() => new BlurhashPlaceholderDecoder());
});
