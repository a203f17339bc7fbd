import { token } from '../token';

/** Which bearer token: the signed-in user's (1 year) or a guest's (1 hour). */
export type TokenKind = 'user' | 'guest';

/** Persists bearer tokens (cookies with sameSite strict in the browser). */
export interface TokenStore {
  read(kind: TokenKind): string | null;
  write(kind: TokenKind, value: string): void;
  clear(kind: TokenKind): void;
}
export const TOKEN_STORE = token<TokenStore>('TokenStore');
