import { AuthStore, FIT_GATEWAY, FIT_STORAGE, FindMySize, FitPreferencesService, LOGGER, ProductReviews } from '@/application';
import { AxiosFitGateway } from '@/infrastructure/http/axios-fit-gateway';
import { LocalFitStorage } from '@/infrastructure/storage/local-fit-storage';
import { ContainerModule } from 'inversify';
import { httpGateway } from './http-gateway';

/** Size and fit: the size guide's "find my size" with what it remembers, and the product's reviews. */
export const fitModule = new ContainerModule(({ bind }) => {
  bind(FIT_GATEWAY).toDynamicValue(httpGateway(AxiosFitGateway));
  bind(FIT_STORAGE).toDynamicValue(() => new LocalFitStorage());
  bind(FitPreferencesService).toDynamicValue((c) => new FitPreferencesService(c.get(FIT_STORAGE), c.get(FIT_GATEWAY), c.get(AuthStore), c.get(LOGGER)));
  bind(FindMySize).toDynamicValue((c) => new FindMySize(c.get(FitPreferencesService)));
  bind(ProductReviews).toDynamicValue((c) => new ProductReviews(c.get(FIT_GATEWAY), c.get(LOGGER)));
});
