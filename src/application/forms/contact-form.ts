import { checkContactMessage, checkContactName, checkContactSubject, checkEmail, checkOrderNumber, type ContactForm, type ContactSubject } from '@/domain';
import { DomainRule } from './domain-rule';

/** The contact page's fields; the rules and messages are the domain's. */
export class ContactFormModel implements ContactForm {
  @DomainRule('contactName', (value: string) => checkContactName(value ?? ''))
  name = '';

  @DomainRule('contactEmail', (value: string) => checkEmail(value ?? ''))
  email = '';

  @DomainRule('contactSubject', (value: unknown) => checkContactSubject(value))
  subject: ContactSubject | '' = '';

  @DomainRule('contactOrderNumber', (value: string) => checkOrderNumber(value ?? ''))
  order_number = '';

  @DomainRule('contactMessage', (value: string) => checkContactMessage(value ?? ''))
  message = '';
}
