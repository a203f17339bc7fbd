import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what a client holds as a bearer token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its sha256, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
