// The identity forms: loaded on demand by the auth and reset drawers (they bring react-hook-form
// and class-validator), in one chunk since they share nearly everything.
export { ForgotPasswordStep, type ForgotPasswordStepProps } from './ForgotPasswordStep';
export { ResetPasswordStep, type ResetPasswordStepProps } from './ResetPasswordStep';
export { SignInForm, type SignInFormProps } from './SignInForm';
export { SignUpForm, type SignUpFormProps } from './SignUpForm';
