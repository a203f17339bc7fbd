import {
  ACCOUNT_GATEWAY,
  AddressBookStore,
  AddressChoice,
  DeleteAddress,
  LOGGER,
  PAYMENT_SESSION_STORAGE,
  RefreshAddresses,
  ResetAddresses,
  SaveAddress,
} from '@/application';
import { ContainerModule } from 'inversify';
import { httpGateway } from './http-gateway';

/** Account: profile, addresses and orders of the signed-in shopper (the address book the checkout picks from). */
export const accountModule = new ContainerModule(({ bind }) => {
  bind(ACCOUNT_GATEWAY).toDynamicValue(httpGateway((g, http) => new g.AxiosAccountGateway(http)));
  bind(AddressBookStore).toDynamicValue(() => new AddressBookStore());
  bind(RefreshAddresses).toDynamicValue((c) => new RefreshAddresses(c.get(AddressBookStore), c.get(ACCOUNT_GATEWAY), c.get(AddressChoice), c.get(LOGGER)));
  bind(SaveAddress).toDynamicValue((c) => new SaveAddress(c.get(AddressBookStore), c.get(ACCOUNT_GATEWAY), c.get(LOGGER)));
  bind(DeleteAddress).toDynamicValue((c) => new DeleteAddress(c.get(AddressBookStore), c.get(ACCOUNT_GATEWAY), c.get(AddressChoice), c.get(LOGGER)));
  bind(ResetAddresses).toDynamicValue((c) => new ResetAddresses(c.get(AddressBookStore), c.get(AddressChoice), c.get(PAYMENT_SESSION_STORAGE)));
});
