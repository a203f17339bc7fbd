import { PASSWORD_RESET_SUCCESS_MESSAGE, RESET_CLOSE_DELAY_MS, RESET_STEP_DELAY_MS } from '@/domain';
import type { AuthGateway, Clock, Logger } from '../ports';
import { attempt, failed, ok, type Result } from '../result';
import { Store } from '../stores/store';
import type { UiStore } from '../stores';
import { delay } from './abortable';

/** Step 1 asks for the e-mail and captcha; step 2 for the confirmation code and new password. */
export type ResetStep = 'request' | 'reset';

/** The reset drawer's state. */
export interface ResetPasswordState {
  readonly step: ResetStep;
  readonly loading: boolean;
  readonly resetToken: string | null;
  /** Prefilled from /reset-password?pin=… */
  readonly pin: string;
}

const START: ResetPasswordState = { step: 'request', loading: false, resetToken: null, pin: '' };

/**
 * The forgot/reset password drawer (spec §2, §4, §8): a successful request shows a loading
 * indicator and about 2 s later step 2; a successful reset shows a snackbar and closes the
 * drawer after 2 s; errors leave the drawer unchanged with no message.
 */
export class ResetPasswordFlow extends Store<ResetPasswordState> {
  constructor(
    private readonly gateway: AuthGateway,
    private readonly ui: UiStore,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    super(START);
  }

  /** Opens the drawer at step 1. */
  open(): void {
    this.update(START);
    this.ui.openDrawer({ kind: 'reset' });
  }

  /** Opens the drawer at step 2 with the pin prefilled and the token kept (/reset-password). */
  openAtReset(resetToken: string, pin: string): void {
    this.update({ step: 'reset', loading: false, resetToken, pin });
    this.ui.openDrawer({ kind: 'reset' });
  }

  /** Step 1: asks for a pin; succeeds once step 2 is shown. */
  async requestPin(email: string, captchaResponse: string): Promise<Result> {
    this.update({ loading: true });
    const requested = await attempt(this.logger, 'Requesting a password reset failed.', () =>
      this.gateway.forgotPassword(email.trim(), captchaResponse),
    );
    if (!requested.ok) {
      this.update({ loading: false });
      return requested;
    }
    await delay(RESET_STEP_DELAY_MS, this.clock.scheduler);
    this.update({ step: 'reset', loading: false, resetToken: requested.value, pin: '' });
    return ok();
  }

  /** Step 2: sets the new password; succeeds once the drawer has closed. */
  async resetPassword(pin: string, password: string): Promise<Result> {
    const { resetToken } = this.snapshot;
    // Step 2 is only shown with a token; without one there is nothing to send.
    if (resetToken === null) return failed('validation', 'No password reset is under way.');
    this.update({ loading: true });
    const reset = await attempt(this.logger, 'Resetting the password failed.', () => this.gateway.resetPassword(pin.trim(), password, resetToken));
    this.update({ loading: false });
    if (!reset.ok) return reset;
    this.ui.showSnackbar('success', PASSWORD_RESET_SUCCESS_MESSAGE);
    await delay(RESET_CLOSE_DELAY_MS, this.clock.scheduler);
    this.ui.closeDrawer('reset');
    this.update(START);
    return ok();
  }
}
