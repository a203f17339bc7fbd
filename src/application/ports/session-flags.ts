import { token } from '../token';

/** Flags that last for the browser session (session storage in the browser). */
export interface SessionFlags {
  isSet(name: string): boolean;
  set(name: string): void;
}
export const SESSION_FLAGS = token<SessionFlags>('SessionFlags');
