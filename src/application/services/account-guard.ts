import {
  decideAccountEntry,
  destinationAfterAuthDrawer,
  type GuardDecision,
  LOGGED_OUT_MESSAGE,
  type PendingSignIn,
  requiresSignIn,
} from '@/domain';
import { distinctUntilChanged, map, pairwise } from 'rxjs';
import type { Navigator } from '../ports';
import type { AuthStore, UiStore } from '../stores';

/**
 * The `auth` guard of the account area (spec §4, §6; DESIGN.md "Checkout guards"): a guest who
 * asks for an account page gets the auth drawer; once it closes, a shopper who signed in or up
 * goes to the page they asked for, and one who did not stays where they were (or goes home from a
 * typed URL). The decisions are the domain's; this holds the one pending request and watches the
 * identity drawers (sign-in, and the reset drawer it may hand over to) close. Lives as long as
 * the app.
 */
export class AccountGuard {
  private pending: PendingSignIn | null = null;
  /** Whether the shopper got into the account area: a session that ends before (a stale token at start-up) ends nothing on screen. */
  private entered = false;

  constructor(
    private readonly auth: AuthStore,
    private readonly ui: UiStore,
    private readonly navigator: Navigator,
  ) {
    ui.state$
      .pipe(
        map((state) => state.drawers.some((drawer) => drawer.kind === 'auth' || drawer.kind === 'reset')),
        distinctUntilChanged(),
        pairwise(),
      )
      .subscribe(([wasOpen, open]) => {
        if (wasOpen && !open) this.settle();
      });
  }

  /**
   * A navigation to an account page (`target`, path and query), after the session is restored:
   * enter, or ask a guest to sign in (the drawer opens) and say whether the page shows.
   */
  check(target: string): GuardDecision {
    const decision = decideAccountEntry(this.auth.isAuthenticated, target, this.navigator.currentPath);
    this.entered = decision.kind === 'enter';
    if (decision.kind !== 'enter') this.askSignIn(decision.pending);
    return decision;
  }

  /** An account link a guest chose where no navigation happens (the header's icon, the burger menu). */
  signInFor(target: string): void {
    if (this.auth.isAuthenticated) this.navigator.navigate(target);
    else this.askSignIn({ target, onDismiss: null });
  }

  /**
   * The session ended on a 401 (spec §4, §8): on an account page the shopper goes home with
   * "You have logged out!", without a reload, as a sign-out does. A token found stale while the
   * guard waits for the restore is no such case: the guard then asks to sign in.
   */
  sessionExpired(): void {
    const entered = this.entered;
    this.entered = false;
    if (!entered || !requiresSignIn(this.navigator.currentPath)) return;
    this.ui.showSnackbar('success', LOGGED_OUT_MESSAGE);
    this.navigator.navigate('/');
  }

  private askSignIn(pending: PendingSignIn): void {
    this.pending = pending;
    this.ui.openDrawer({ kind: 'auth' });
  }

  private settle(): void {
    const pending = this.pending;
    this.pending = null;
    if (pending === null) return;
    const destination = destinationAfterAuthDrawer(pending, this.auth.isAuthenticated);
    if (destination !== null && destination !== this.navigator.currentPath) this.navigator.navigate(destination);
  }
}
