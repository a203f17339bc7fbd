import { CATALOG_GATEWAY, CLOCK, LOGGER, SearchProducts } from '@/application';
import { ContainerModule } from 'inversify';
import { httpGateway } from './http-gateway';

/** Catalogue: categories, tags, products and the search drawer's sessions. */
export const catalogueModule = new ContainerModule(({ bind }) => {
  bind(CATALOG_GATEWAY).toDynamicValue(httpGateway((g, http) => new g.AxiosCatalogGateway(http)));
  // A search session per drawer opening: its own debounce and request, disposed with the drawer.
  bind(SearchProducts)
    .toDynamicValue((c) => new SearchProducts(c.get(CATALOG_GATEWAY), c.get(LOGGER), c.get(CLOCK).scheduler))
    .inTransientScope();
});
