import { NEWSLETTER_RESULT_DELAY_MS, type NewsletterForm } from '@/domain';
import type { FieldErrors } from '../errors';
import type { Clock, Logger, NewsletterGateway } from '../ports';
import { attempt, failed, ok, type Result } from '../result';
import { Store } from '../stores/store';
import type { UiStore } from '../stores';
import { delay } from './abortable';

/** The newsletter dialog's state. */
export interface NewsletterState {
  readonly submitting: boolean;
  /** The server's field errors, put on the matching fields. */
  readonly fieldErrors: FieldErrors;
  /** What the shopper began typing in the footer's e-mail field: the dialog's Email starts with it. */
  readonly draftEmail?: string;
}

/**
 * The newsletter dialog (spec §2, §4, §8): the footer's e-mail field opens it; while submitting
 * a loading indicator replaces Subscribe; the result is applied after a fixed 2.5 s delay.
 * Success: snackbar with the server's message, dialog and auth drawer closed. Failure: the
 * server's field errors on the form, the dialog stays open, the error data logged.
 */
export class SubscribeNewsletter extends Store<NewsletterState> {
  constructor(
    private readonly gateway: NewsletterGateway,
    private readonly ui: UiStore,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    super({ submitting: false, fieldErrors: {} });
  }

  /**
   * Opens the dialog; `draftEmail` is what the shopper already typed in the footer's field. A
   * subscription still under way (the dialog was closed during its 2.5 s) keeps its loader.
   */
  open(draftEmail?: string): void {
    this.update({ fieldErrors: {}, draftEmail: draftEmail || undefined });
    this.ui.openDialog('newsletter');
  }

  close(): void {
    this.ui.closeDialog('newsletter');
  }

  /** Subscribes; the result (and the state's field errors) arrive after the fixed delay. */
  async execute(form: NewsletterForm): Promise<Result> {
    if (this.snapshot.submitting) return failed('cancelled', 'A subscription is already under way.');
    this.update({ submitting: true, fieldErrors: {} });
    const subscribed = await attempt(this.logger, 'Newsletter subscription failed.', () =>
      this.gateway.subscribe({ ...form, email: form.email.trim() }),
    );
    await delay(NEWSLETTER_RESULT_DELAY_MS, this.clock.scheduler);
    if (!subscribed.ok) {
      this.update({ submitting: false, fieldErrors: subscribed.failure.fieldErrors });
      return subscribed;
    }
    this.ui.showSnackbar('success', subscribed.value);
    this.update({ submitting: false, fieldErrors: {} });
    this.ui.closeDialog('newsletter');
    this.ui.closeDrawer('auth');
    return ok();
  }
}
