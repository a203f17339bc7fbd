export { AddressForm, type AddressFormProps } from './AddressForm';
export { ADDRESS_FORM_TEXTS } from './address-texts';
