export * from './use-domain-form';
export * from './use-country-codes';
export { CountryField, type CountryFieldProps } from './CountryField';
export { FormMessage } from './FormMessage';
