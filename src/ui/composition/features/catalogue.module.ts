import { CATALOG_GATEWAY, CataloguePages, CLOCK, ListingCache, LOGGER, PageAnswers } from '@/application';
import { AxiosCatalogGateway } from '@/infrastructure/http/axios-catalog-gateway';
import { ContainerModule } from 'inversify';
import { httpGateway } from './http-gateway';

/** Catalogue: categories, tags, products and the listings kept for going back. The search drawer's sessions load with it (search.module.ts). */
export const catalogueModule = new ContainerModule(({ bind }) => {
  bind(CATALOG_GATEWAY).toDynamicValue(httpGateway(AxiosCatalogGateway));
  // The answers the catalogue's loaders read: taken by the navigation they were preloaded for, and on going back.
  bind(PageAnswers).toDynamicValue((c) => new PageAnswers(() => c.get(CLOCK).now()));
  bind(CataloguePages).toDynamicValue((c) => new CataloguePages(c.get(CATALOG_GATEWAY), c.get(LOGGER), c.get(PageAnswers)));
  // Going back to a long listing shows its pages at once, so the router restores the scroll on them.
  bind(ListingCache).toDynamicValue(() => new ListingCache());
});
