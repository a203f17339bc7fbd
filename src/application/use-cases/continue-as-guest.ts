import type { AuthGateway, Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { AuthStore } from '../stores';

/**
 * The guest guard's "continue as a guest": a guest token for this e-mail (spec §6, kept 1 hour).
 * The cart stays as it is; a refused e-mail answers its field message.
 */
export class ContinueAsGuest {
  constructor(
    private readonly auth: AuthStore,
    private readonly gateway: AuthGateway,
    private readonly logger: Logger,
  ) {}

  execute(email: string): Promise<Result> {
    return attempt(this.logger, 'Continuing as a guest failed.', async () => {
      this.auth.setGuestToken(await this.gateway.guestToken(email.trim()));
    });
  }
}
