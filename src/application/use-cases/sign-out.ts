import { LOGGED_OUT_MESSAGE } from '@/domain';
import type { AuthGateway, Logger, Navigator } from '../ports';
import { attempt, ok, type Result } from '../result';
import type { SessionService } from '../services';
import type { ResetAddresses } from './reset-addresses';
import type { UiStore } from '../stores';

/**
 * Signs out (spec §2, §4): clears the token, cart and coupon, resets the addresses (the saved
 * selection and the HostedCheckout_* keys with them), shows "You have logged out!", goes to /.
 * Always succeeds: the token is forgotten locally even when the server cannot revoke it (logged).
 */
export class SignOut {
  constructor(
    private readonly gateway: AuthGateway,
    private readonly session: SessionService,
    private readonly resetAddresses: ResetAddresses,
    private readonly ui: UiStore,
    private readonly navigator: Navigator,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Result> {
    await attempt(this.logger, 'Signing out on the server failed.', () => this.gateway.logout());
    this.session.end('signed-out');
    this.resetAddresses.execute();
    this.ui.showSnackbar('success', LOGGED_OUT_MESSAGE);
    this.navigator.navigate('/');
    return ok();
  }
}
