import { CONTENT_GATEWAY, ContentPages, LOGGER } from '@/application';
import { ContainerModule } from 'inversify';

/** What the content pages read (content pages, our values, engagements, the FAQ, the stores). Loaded with those pages. */
export const contentPagesModule = new ContainerModule(({ bind }) => {
  bind(ContentPages).toDynamicValue((c) => new ContentPages(c.get(CONTENT_GATEWAY), c.get(LOGGER)));
});
