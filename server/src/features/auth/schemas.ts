import { Type } from 'typebox';
import { Email, Id, Nullable, Strict, Text } from '../../http/schema-kit.js';

export const User = Type.Object({
  id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  birth_date: Nullable(Type.String()),
  gender: Nullable(Type.Enum(['m', 'f'])),
  /** Opted in to the daily e-mail of wishlisted pieces whose price dropped. */
  price_drop_digest: Type.Boolean(),
});

const Password = Type.String({ maxLength: 200 });

export const RegisterBody = Strict({
  first_name: Text(100),
  last_name: Text(100),
  email: Email,
  password: Password,
  accept_terms: Type.Literal(true),
  /** From a guest's order confirmation (`claim_token`): the guest's orders join the new account when its e-mail is the guest's. */
  claim_token: Type.Optional(Type.String({ maxLength: 200 })),
});
export const LoginBody = Strict({ email: Email, password: Password });
export const GuestBody = Strict({ email: Email });
export const ForgotPasswordBody = Strict({ captchaResponse: Type.String({ maxLength: 4000 }), email: Email });
export const ResetPasswordBody = Strict({ pin: Type.String({ minLength: 1, maxLength: 12 }), password: Password, token: Type.String({ maxLength: 100 }) });

export const SessionAnswer = Type.Object({ token: Type.String(), user: User });
export const TokenAnswer = Type.Object({ token: Type.String() });
