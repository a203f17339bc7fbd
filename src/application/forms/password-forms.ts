import { checkEmail, checkPassword, checkPin } from '@/domain';
import { DomainRule } from './domain-rule';

const firstPasswordProblem = (value: string) => checkPassword(value ?? '')[0] ?? null;

/** Reset drawer step 1: the e-mail address (the captcha token is held by the drawer). */
export class ForgotPasswordFormModel {
  @DomainRule('forgotEmail', (value: string) => checkEmail(value ?? ''))
  email = '';
}

/** Reset drawer step 2: "Confirmation code" and "New password" (spec §2, §5). */
export class ResetPasswordFormModel {
  @DomainRule('resetPin', (value: string) => checkPin(value ?? ''))
  pin = '';

  @DomainRule('resetPassword', firstPasswordProblem)
  password = '';
}

export { firstPasswordProblem };
