import type { HttpClient } from './http-client';
import type { NewsletterForm } from '@/domain';
import type { NewsletterGateway } from '@/application';

/** `POST /api/newsletter`; a refusal arrives as the client's `ValidationError` with the server's field errors. */
export class AxiosNewsletterGateway implements NewsletterGateway {
  constructor(private readonly http: HttpClient) {}

  async subscribe(form: NewsletterForm): Promise<string> {
    const { email, gender, country_code } = form;
    return (await this.http.post<{ message: string }>('/api/newsletter', { email, gender, country_code })).data.message;
  }
}
