// The newsletter dialog's form: fields, country picker and privacy notice (spec §2).
export { NewsletterForm } from './NewsletterForm';
