import { PROFILE_SAVED } from '@/domain';
import type { ProfileUpdate, User } from '../models';
import type { AccountGateway, Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { AuthStore, UiStore } from '../stores';

/**
 * Saves the shopper's profile: the saved user replaces the one on screen (the greeting follows)
 * and a snackbar confirms it. A refusal is a `validation` failure with the server's field errors.
 */
export class UpdateProfile {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly auth: AuthStore,
    private readonly ui: UiStore,
    private readonly logger: Logger,
  ) {}

  async execute(update: ProfileUpdate): Promise<Result<User>> {
    const saved = await attempt(this.logger, 'Saving the profile failed.', () => this.gateway.updateProfile(update));
    if (!saved.ok) return saved;
    this.auth.setUser(saved.value);
    this.ui.showSnackbar('success', PROFILE_SAVED);
    return saved;
  }
}
