import type { Result } from '../result';
import type { RestoreSession } from './restore-session';

/**
 * init-auth (spec §4): the session is restored once, at start-up (token checked, server cart
 * loaded); a guarded route waits for that same restore, so the other guards decide on real state.
 */
export class InitAuth {
  private restoring: Promise<Result> | null = null;

  constructor(private readonly restore: RestoreSession) {}

  execute(): Promise<Result> {
    this.restoring ??= this.restore.execute();
    return this.restoring;
  }
}
