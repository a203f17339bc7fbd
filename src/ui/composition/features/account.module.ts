import {
  ACCOUNT_GATEWAY,
  AddressBookStore,
  AddressChoice,
  AuthStore,
  BuyAgain,
  CartService,
  CATALOG_GATEWAY,
  ChangePassword,
  ChooseDefaultAddress,
  DeleteAddress,
  LoadOrder,
  LoadOrders,
  LOGGER,
  RefreshAddresses,
  SaveAddress,
  UiStore,
  UpdateProfile,
} from '@/application';
import { AxiosAccountGateway } from '@/infrastructure/http/axios-account-gateway';
import { ContainerModule } from 'inversify';
import { httpGateway } from './http-gateway';

/** Account: profile, addresses and orders of the signed-in shopper (the address book the checkout picks from). Loaded with the account and checkout pages. */
export const accountModule = new ContainerModule(({ bind }) => {
  bind(ACCOUNT_GATEWAY).toDynamicValue(httpGateway(AxiosAccountGateway));
  bind(RefreshAddresses).toDynamicValue((c) => new RefreshAddresses(c.get(AddressBookStore), c.get(ACCOUNT_GATEWAY), c.get(AddressChoice), c.get(LOGGER)));
  bind(SaveAddress).toDynamicValue((c) => new SaveAddress(c.get(AddressBookStore), c.get(ACCOUNT_GATEWAY), c.get(LOGGER)));
  bind(DeleteAddress).toDynamicValue((c) => new DeleteAddress(c.get(AddressBookStore), c.get(ACCOUNT_GATEWAY), c.get(AddressChoice), c.get(LOGGER)));
  bind(UpdateProfile).toDynamicValue((c) => new UpdateProfile(c.get(ACCOUNT_GATEWAY), c.get(AuthStore), c.get(UiStore), c.get(LOGGER)));
  bind(ChangePassword).toDynamicValue((c) => new ChangePassword(c.get(ACCOUNT_GATEWAY), c.get(UiStore), c.get(LOGGER)));
  bind(LoadOrders).toDynamicValue((c) => new LoadOrders(c.get(ACCOUNT_GATEWAY), c.get(LOGGER)));
  bind(LoadOrder).toDynamicValue((c) => new LoadOrder(c.get(ACCOUNT_GATEWAY), c.get(LOGGER)));
  bind(ChooseDefaultAddress).toDynamicValue((c) => new ChooseDefaultAddress(c.get(ACCOUNT_GATEWAY), c.get(AddressBookStore), c.get(UiStore), c.get(LOGGER)));
  bind(BuyAgain).toDynamicValue((c) => new BuyAgain(c.get(CATALOG_GATEWAY), c.get(CartService), c.get(UiStore), c.get(LOGGER)));
});
