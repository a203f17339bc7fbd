import type { ContactForm } from '@/domain';
import type { ContentGateway, Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { UiStore } from '../stores';

/**
 * Sends the contact form; on success the server's thanks (the result's value) show in a success
 * snackbar. A refusal is a `validation` failure (messages per field), `rate-limited`, or `unavailable`.
 */
export class SendContactMessage {
  constructor(
    private readonly gateway: ContentGateway,
    private readonly ui: UiStore,
    private readonly logger: Logger,
  ) {}

  async execute(form: ContactForm): Promise<Result<string>> {
    const orderNumber = form.order_number.trim();
    const sent = await attempt(this.logger, 'Sending the contact message failed.', () =>
      this.gateway.contact({
        name: form.name.trim(),
        email: form.email.trim(),
        subject: form.subject,
        message: form.message.trim(),
        ...(orderNumber ? { order_number: orderNumber } : {}),
      }),
    );
    if (sent.ok) this.ui.showSnackbar('success', sent.value);
    return sent;
  }
}
