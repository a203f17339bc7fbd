export { Input, type InputProps } from './Input';
export { FieldError } from './FieldError';
