import {
  checkEmail,
  checkRequired,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  PASSWORD_REQUIRED,
  TERMS_REQUIRED,
} from '@/domain';
import { DomainRule } from './domain-rule';
import { firstPasswordProblem } from './password-forms';

/** The sign-in form. The password is only required here: its rules apply when it is chosen. */
export class SignInFormModel {
  @DomainRule('signInEmail', (value: string) => checkEmail(value ?? ''))
  email = '';

  @DomainRule('signInPassword', (value: string) => checkRequired(value ?? '', PASSWORD_REQUIRED))
  password = '';
}

/** The sign-up form. */
export class SignUpFormModel {
  @DomainRule('firstName', (value: string) => checkRequired(value ?? '', FIRST_NAME_REQUIRED))
  first_name = '';

  @DomainRule('lastName', (value: string) => checkRequired(value ?? '', LAST_NAME_REQUIRED))
  last_name = '';

  @DomainRule('signUpEmail', (value: string) => checkEmail(value ?? ''))
  email = '';

  @DomainRule('signUpPassword', firstPasswordProblem)
  password = '';

  @DomainRule('acceptTerms', (value: boolean) => (value === true ? null : TERMS_REQUIRED))
  accept_terms = false;
}

/** The guest guard's "continue as a guest" form: the e-mail the order is confirmed to. */
export class GuestEmailFormModel {
  @DomainRule('guestEmail', (value: string) => checkEmail(value ?? ''))
  email = '';
}
