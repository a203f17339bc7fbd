import { checkEmail, DEFAULT_COUNTRY_CODE, validateNewsletter, type Gender, type NewsletterForm } from '@/domain';
import { DomainRule } from './domain-rule';

const fieldError = (field: keyof NewsletterForm) => (value: never) =>
  validateNewsletter({ email: 'valid@example.com', gender: 'm', country_code: DEFAULT_COUNTRY_CODE, [field]: value })[field] ?? null;

/** The newsletter dialog's fields (spec §3, §5). */
export class NewsletterFormModel implements NewsletterForm {
  @DomainRule('newsletterEmail', (value: string) => checkEmail(value ?? ''))
  email = '';

  @DomainRule('newsletterGender', fieldError('gender'))
  gender: Gender | null = null;

  @DomainRule('newsletterCountry', fieldError('country_code'))
  country_code = DEFAULT_COUNTRY_CODE;
}
