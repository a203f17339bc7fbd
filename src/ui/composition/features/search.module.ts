import { CATALOG_GATEWAY, CLOCK, LOGGER, SearchProducts } from '@/application';
import { ContainerModule } from 'inversify';

/** Search: loaded with the search drawer. */
export const searchModule = new ContainerModule(({ bind }) => {
  // A search session per drawer opening: its own debounce and request, disposed with the drawer.
  bind(SearchProducts)
    .toDynamicValue((c) => new SearchProducts(c.get(CATALOG_GATEWAY), c.get(LOGGER), c.get(CLOCK).scheduler))
    .inTransientScope();
});
