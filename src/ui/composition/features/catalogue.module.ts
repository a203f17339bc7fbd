import { CATALOG_GATEWAY, CLOCK, ListingCache, LOGGER, SearchProducts } from '@/application';
import { ContainerModule } from 'inversify';
import { httpGateway } from './http-gateway';

/** Catalogue: categories, tags, products, the listings kept for going back, and the search drawer's sessions. */
export const catalogueModule = new ContainerModule(({ bind }) => {
  bind(CATALOG_GATEWAY).toDynamicValue(httpGateway((g, http) => new g.AxiosCatalogGateway(http)));
  // Going back to a long listing shows its pages at once, so the router restores the scroll on them.
  bind(ListingCache).toDynamicValue(() => new ListingCache());
  // A search session per drawer opening: its own debounce and request, disposed with the drawer.
  bind(SearchProducts)
    .toDynamicValue((c) => new SearchProducts(c.get(CATALOG_GATEWAY), c.get(LOGGER), c.get(CLOCK).scheduler))
    .inTransientScope();
});
