import { checkEmail } from '@/domain';
import type { AuthStore } from '../stores';
import type { BackInStockGateway, Logger } from '../ports';
import { attempt, failed, type Result } from '../result';

/**
 * "Notify me when it's back" on a sold-out size: a signed-in shopper asks in one tap (the account's
 * address is used); a guest's address is checked here before it is sent. Answers the server's
 * confirmation, which is the same whether or not the address has an account.
 */
export class AskBackInStock {
  constructor(
    private readonly gateway: BackInStockGateway,
    private readonly auth: AuthStore,
    private readonly logger: Logger,
  ) {}

  /** Whether the shopper asks in one tap (signed in) or gives an address. */
  get needsEmail(): boolean {
    return !this.auth.isAuthenticated;
  }

  async execute(variantId: number, email: string | null): Promise<Result<string>> {
    let address: string | null = null;
    if (this.needsEmail) {
      const problem = checkEmail(email ?? '');
      if (problem !== null) return failed('validation', problem, { email: problem });
      address = (email ?? '').trim();
    }
    return attempt(this.logger, 'Back-in-stock request failed.', () => this.gateway.ask(variantId, address));
  }
}
