import type { SessionService } from '../services';

/**
 * Handles a 401 from any call (spec §4, §8): the user token is cleared and the account's data
 * leaves the screen, so the UI shows the signed-out state without a reload. Cannot fail.
 */
export class ExpireSession {
  constructor(private readonly session: SessionService) {}

  execute(): void {
    if (this.session.signedIn) this.session.end('expired');
  }
}
