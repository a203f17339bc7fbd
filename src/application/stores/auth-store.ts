import type { User, Session } from '../models';
import type { TokenStore } from '../ports';
import { Store } from './store';

/** Who the shopper is: user token, guest token and the user (spec §3 "Auth state", "Guest state"). */
export interface AuthState {
  readonly userToken: string | null;
  readonly guestToken: string | null;
  readonly user: User | null;
}

/** The single source of truth for tokens; persists them through the TokenStore port. */
export class AuthStore extends Store<AuthState> {
  /** Authenticated means a user token is present (spec §4). */
  readonly isAuthenticated$ = this.select((state) => state.userToken !== null);
  readonly user$ = this.select((state) => state.user);
  /** A user or a guest token is there: the checkout may proceed (the guest guard). */
  readonly identified$ = this.select((state) => state.userToken !== null || state.guestToken !== null);

  constructor(private readonly tokens: TokenStore) {
    super({ userToken: tokens.read('user'), guestToken: tokens.read('guest'), user: null });
  }

  get isAuthenticated(): boolean {
    return this.snapshot.userToken !== null;
  }

  /** Keeps the token of a successful sign-in or sign-up. */
  signIn(session: Session): void {
    this.tokens.write('user', session.token);
    this.update({ userToken: session.token, user: session.user });
  }

  setUser(user: User): void {
    this.update({ user });
  }

  setGuestToken(token: string): void {
    this.tokens.write('guest', token);
    this.update({ guestToken: token });
  }

  /** Forgets the user token: on sign-out and on any 401 (spec §4, §8). */
  clearUser(): void {
    if (this.snapshot.userToken === null && this.snapshot.user === null) return;
    this.tokens.clear('user');
    this.update({ userToken: null, user: null });
  }

  /** Whether someone is known: a user, or a guest (spec §6). */
  get isIdentified(): boolean {
    return this.snapshot.userToken !== null || this.snapshot.guestToken !== null;
  }

  /** Forgets a guest token whose cookie has expired (it lasts 1 hour) since the app read it. */
  refreshGuestToken(): void {
    if (this.snapshot.guestToken !== null && this.tokens.read('guest') === null) this.update({ guestToken: null });
  }

  clearGuest(): void {
    this.tokens.clear('guest');
    this.update({ guestToken: null });
  }
}
