import type { Registration, Session, User } from '../models';
import { token } from '../token';

/** Sign-up, sign-in, sign-out, guest tokens and password recovery. */
export interface AuthGateway {
  register(registration: Registration): Promise<Session>;
  login(email: string, password: string): Promise<Session>;
  logout(): Promise<void>;
  me(): Promise<User>;
  /** A guest token for guest checkout (1 hour). */
  guestToken(email: string): Promise<string>;
  /** `POST /api/auth/forgot-password` with `{captchaResponse, email}`; answers the reset token. */
  forgotPassword(email: string, captchaResponse: string): Promise<string>;
  /** `POST /api/auth/reset-password` with `{pin, password, token}`. */
  resetPassword(pin: string, password: string, resetToken: string): Promise<void>;
}
export const AUTH_GATEWAY = token<AuthGateway>('AuthGateway');
