export { AddressForm, type AddressFormHandle, type AddressFormProps } from './AddressForm';
export { ADDRESS_FORM_TEXTS } from './address-texts';
