export { ValidationMessages, type ValidationMessagesProps } from './ValidationMessages';
