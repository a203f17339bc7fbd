import { AuthStore, CLOCK, LOGGER, RECENTLY_VIEWED_GATEWAY, RECENTLY_VIEWED_STORAGE, RecentlyViewedService } from '@/application';
import { AxiosRecentlyViewedGateway } from '@/infrastructure/http/axios-recently-viewed-gateway';
import { LocalRecentlyViewedStorage } from '@/infrastructure/storage/local-recently-viewed-storage';
import { ContainerModule } from 'inversify';
import { httpGateway } from './http-gateway';

/** Recently viewed: the device's list for a guest, the account's once signed in. */
export const recentlyViewedModule = new ContainerModule(({ bind }) => {
  bind(RECENTLY_VIEWED_GATEWAY).toDynamicValue(httpGateway(AxiosRecentlyViewedGateway));
  bind(RECENTLY_VIEWED_STORAGE).toDynamicValue(() => new LocalRecentlyViewedStorage());
  bind(RecentlyViewedService).toDynamicValue(
    (c) => new RecentlyViewedService(c.get(RECENTLY_VIEWED_GATEWAY), c.get(RECENTLY_VIEWED_STORAGE), c.get(AuthStore), c.get(CLOCK), c.get(LOGGER)),
  );
});
