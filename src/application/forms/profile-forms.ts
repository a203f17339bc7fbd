import { checkBirthDate, checkOptionalPhone, checkRequired, CURRENT_PASSWORD_REQUIRED, FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED } from '@/domain';
import { DomainRule } from './domain-rule';
import { firstPasswordProblem } from './password-forms';

/** The profile form: names, phone, birth date (YYYY-MM-DD or empty) and gender ('m', 'f' or empty). */
export class ProfileFormModel {
  @DomainRule('profileFirstName', (value: string) => checkRequired(value ?? '', FIRST_NAME_REQUIRED))
  first_name = '';

  @DomainRule('profileLastName', (value: string) => checkRequired(value ?? '', LAST_NAME_REQUIRED))
  last_name = '';

  @DomainRule('profilePhone', (value: string) => checkOptionalPhone(value ?? ''))
  phone = '';

  @DomainRule('profileBirthDate', (value: string) => checkBirthDate(value ?? ''))
  birth_date = '';

  @DomainRule('profileGender', () => null)
  gender = '';

  @DomainRule('profilePriceDropDigest', () => null)
  price_drop_digest = false;
}

/** The change-password form: the current password (only required) and the new one (the domain's rules). */
export class ChangePasswordFormModel {
  @DomainRule('currentPassword', (value: string) => checkRequired(value ?? '', CURRENT_PASSWORD_REQUIRED))
  current_password = '';

  @DomainRule('newPassword', firstPasswordProblem)
  new_password = '';
}
