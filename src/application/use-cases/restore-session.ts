import type { AuthGateway, Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { SessionService } from '../services';
import type { AuthStore } from '../stores';

/**
 * Restores the shopper at start-up. Signed in: the user, the server cart (merging a guest cart a
 * failed merge left behind) and the wishlist. Guest: the client-side cart, re-priced. A 401 has
 * already ended the session (ExpireSession, so it is not logged); any other failure is logged.
 */
export class RestoreSession {
  constructor(
    private readonly auth: AuthStore,
    private readonly gateway: AuthGateway,
    private readonly session: SessionService,
    private readonly logger: Logger,
  ) {}

  execute(): Promise<Result> {
    return attempt(this.logger, 'Restoring the session failed.', async () => {
      const [user] = await Promise.all([this.session.signedIn ? this.gateway.me() : null, this.session.load()]);
      if (user) this.auth.setUser(user);
    });
  }
}
