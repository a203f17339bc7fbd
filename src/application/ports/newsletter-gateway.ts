import type { NewsletterForm } from '@/domain';
import { token } from '../token';

/** `POST /api/newsletter`; answers the server's message, or a `ValidationError` with field errors. */
export interface NewsletterGateway {
  subscribe(form: NewsletterForm): Promise<string>;
}
export const NEWSLETTER_GATEWAY = token<NewsletterGateway>('NewsletterGateway');
