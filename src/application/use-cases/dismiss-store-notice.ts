import type { SessionFlags } from '../ports';
import type { ShellStore } from '../stores';

/** The session flag that remembers a dismissed store notice. */
export const STORE_NOTICE_DISMISSED_FLAG = 'store-notice-dismissed';

/** Dismisses the store-notice banner for the rest of the session (spec §4). */
export class DismissStoreNotice {
  constructor(
    private readonly shell: ShellStore,
    private readonly flags: SessionFlags,
  ) {}

  execute(): void {
    this.shell.dismissNotice();
    this.flags.set(STORE_NOTICE_DISMISSED_FLAG);
  }
}
