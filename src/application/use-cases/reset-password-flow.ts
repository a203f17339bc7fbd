import { PASSWORD_RESET_SUCCESS_MESSAGE, RESET_CLOSE_DELAY_MS, RESET_STEP_DELAY_MS } from '@/domain';
import type { AuthGateway, Clock, Logger } from '../ports';
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

  /** Step 1: asks for a pin. Resolves true when step 2 is shown. */
  async requestPin(email: string, captchaResponse: string): Promise<boolean> {
    this.update({ loading: true });
    let resetToken: string;
    try {
      resetToken = await this.gateway.forgotPassword(email.trim(), captchaResponse);
    } catch (error) {
      this.logger.error('Requesting a password reset failed.', error);
      this.update({ loading: false });
      return false;
    }
    await delay(RESET_STEP_DELAY_MS, this.clock.scheduler);
    this.update({ step: 'reset', loading: false, resetToken, pin: '' });
    return true;
  }

  /** Step 2: sets the new password. Resolves true on success. */
  async resetPassword(pin: string, password: string): Promise<boolean> {
    const { resetToken } = this.snapshot;
    if (resetToken === null) return false;
    this.update({ loading: true });
    try {
      await this.gateway.resetPassword(pin.trim(), password, resetToken);
    } catch (error) {
      this.logger.error('Resetting the password failed.', error);
      this.update({ loading: false });
      return false;
    }
    this.update({ loading: false });
    this.ui.showSnackbar('success', PASSWORD_RESET_SUCCESS_MESSAGE);
    await delay(RESET_CLOSE_DELAY_MS, this.clock.scheduler);
    this.ui.closeDrawer('reset');
    this.update(START);
    return true;
  }
}
