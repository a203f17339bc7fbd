import type { AccountGuard, SessionService } from '../services';

/**
 * Handles a 401 from any call (spec §4, §8): the user token is cleared and the account's data
 * leaves the screen, so the UI shows the signed-out state without a reload; on an account page
 * the shopper goes home with "You have logged out!" (the auth guard). Cannot fail.
 */
export class ExpireSession {
  constructor(
    private readonly session: SessionService,
    private readonly guard: AccountGuard,
  ) {}

  execute(): void {
    if (!this.session.signedIn) return;
    this.session.end('expired');
    this.guard.sessionExpired();
  }
}
