import type { ContactForm } from '@/domain';
import { RateLimitedError, ValidationError, type FieldErrors } from '../errors';
import type { ContentGateway } from '../ports';
import type { UiStore } from '../stores';

/** What became of a contact message: sent, refused field by field, rate-limited, or not delivered. */
export type ContactOutcome =
  | { readonly status: 'sent'; readonly message: string }
  | { readonly status: 'invalid'; readonly fieldErrors: FieldErrors }
  | { readonly status: 'rate-limited' }
  | { readonly status: 'failed' };

/** Sends the contact form; on success the server's thanks show in a success snackbar. */
export class SendContactMessage {
  constructor(
    private readonly gateway: ContentGateway,
    private readonly ui: UiStore,
  ) {}

  async execute(form: ContactForm): Promise<ContactOutcome> {
    const orderNumber = form.order_number.trim();
    try {
      const message = await this.gateway.contact({
        name: form.name.trim(),
        email: form.email.trim(),
        subject: form.subject,
        message: form.message.trim(),
        ...(orderNumber ? { order_number: orderNumber } : {}),
      });
      this.ui.showSnackbar('success', message);
      return { status: 'sent', message };
    } catch (error) {
      if (error instanceof ValidationError) return { status: 'invalid', fieldErrors: error.fieldErrors };
      if (error instanceof RateLimitedError) return { status: 'rate-limited' };
      return { status: 'failed' };
    }
  }
}
