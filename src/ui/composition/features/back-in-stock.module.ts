import { AskBackInStock, AuthStore, BACK_IN_STOCK_GATEWAY, BackInStockAlerts, LOGGER } from '@/application';
import { AxiosBackInStockGateway } from '@/infrastructure/http/axios-back-in-stock-gateway';
import { ContainerModule } from 'inversify';
import { httpGateway } from './http-gateway';

/** "Notify me when it's back": asking on a sold-out size, and the account's list of waiting requests. */
export const backInStockModule = new ContainerModule(({ bind }) => {
  bind(BACK_IN_STOCK_GATEWAY).toDynamicValue(httpGateway(AxiosBackInStockGateway));
  bind(AskBackInStock).toDynamicValue((c) => new AskBackInStock(c.get(BACK_IN_STOCK_GATEWAY), c.get(AuthStore), c.get(LOGGER)));
  bind(BackInStockAlerts).toDynamicValue((c) => new BackInStockAlerts(c.get(BACK_IN_STOCK_GATEWAY), c.get(LOGGER)));
});
