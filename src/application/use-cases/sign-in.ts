import { mergedCartMessage, welcomeMessage } from '@/domain';
import type { Registration, Session } from '../models';
import type { AuthGateway, Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { SessionService } from '../services';
import type { UiStore } from '../stores';

/**
 * Signs in or up, then merges the guest cart into the account's cart so nothing a guest added
 * is lost (a toast says what was merged), and loads the wishlist (fetched only when signed in, spec §6). A refusal is a
 * `validation` failure with the server's field errors.
 */
export class SignIn {
  constructor(
    private readonly gateway: AuthGateway,
    private readonly session: SessionService,
    private readonly ui: UiStore,
    private readonly logger: Logger,
  ) {}

  /** Signs in with e-mail and password. */
  execute(email: string, password: string): Promise<Result<Session>> {
    return this.start('Signing in failed.', () => this.gateway.login(email, password));
  }

  /** Creates the account and signs in; a snackbar welcomes the new shopper. */
  async register(registration: Registration): Promise<Result<Session>> {
    const started = await this.start('Signing up failed.', () => this.gateway.register(registration));
    if (started.ok) this.ui.showSnackbar('success', welcomeMessage(started.value.user.first_name));
    return started;
  }

  private async start(what: string, call: () => Promise<Session>): Promise<Result<Session>> {
    const signedIn = await attempt(this.logger, what, call);
    if (!signedIn.ok) return signedIn;
    const merged = await this.session.start(signedIn.value);
    this.ui.closeDrawer('auth');
    // Quantities were added to the account's cart: say so, rather than surprise the shopper.
    const message = mergedCartMessage(merged.pieces, merged.coupons);
    if (message !== null) this.ui.showToast('info', message);
    return signedIn;
  }
}
