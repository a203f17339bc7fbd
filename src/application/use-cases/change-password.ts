import { PASSWORD_CHANGED, passwordProblem } from '@/domain';
import type { AccountGateway, Logger } from '../ports';
import { attempt, failed, type Result } from '../result';
import type { UiStore } from '../stores';

/**
 * Changes the password with the current one (the server then ends every other session of the
 * account and keeps this one). The new password is checked by the domain's rules first, the same
 * the server applies; a wrong current password comes back on `current_password`.
 */
export class ChangePassword {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly ui: UiStore,
    private readonly logger: Logger,
  ) {}

  async execute(currentPassword: string, newPassword: string): Promise<Result> {
    const problem = passwordProblem(newPassword);
    if (problem !== null) return failed('validation', problem, { new_password: problem });
    const changed = await attempt(this.logger, 'Changing the password failed.', () => this.gateway.changePassword(currentPassword, newPassword));
    if (changed.ok) this.ui.showSnackbar('success', PASSWORD_CHANGED);
    return changed;
  }
}
