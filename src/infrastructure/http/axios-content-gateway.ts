import type { HttpClient } from './http-client';
import type { Country, FooterGroup, NavigationEntry, SocialLink } from '@/domain';
import type { ContactMessage, ContentGateway, ContentPage, Engagement, Faq, FixedSectionSlug, StoreLocation } from '@/application';

/** Navigation, footer and content pages over the Storefront API. */
export class AxiosContentGateway implements ContentGateway {
  constructor(private readonly http: HttpClient) {}

  async menu(): Promise<readonly NavigationEntry[]> {
    return (await this.http.get<NavigationEntry[]>('/api/menu')).data;
  }

  async footer(): Promise<readonly FooterGroup[]> {
    return (await this.http.get<FooterGroup[]>('/api/footer')).data;
  }

  async socialLinks(): Promise<readonly SocialLink[]> {
    return (await this.http.get<SocialLink[]>('/api/social-links')).data;
  }

  async faqs(): Promise<readonly Faq[]> {
    // Spec §7: a POST with an empty body (no body and no content type at all).
    return (await this.http.post<Faq[]>('/api/faqs')).data;
  }

  async fixedSection(slug: FixedSectionSlug): Promise<ContentPage> {
    return (await this.http.get<ContentPage>(`/api/fixed-sections/${encodeURIComponent(slug)}`)).data;
  }

  async page(slug: string): Promise<ContentPage> {
    return (await this.http.get<ContentPage>(`/api/pages/${encodeURIComponent(slug)}`)).data;
  }

  async engagements(): Promise<readonly Engagement[]> {
    return (await this.http.get<Engagement[]>('/api/engagements')).data;
  }

  async engagement(slug: string): Promise<Engagement> {
    return (await this.http.get<Engagement>(`/api/engagements/${encodeURIComponent(slug)}`)).data;
  }

  async stores(): Promise<readonly StoreLocation[]> {
    return (await this.http.get<StoreLocation[]>('/api/stores')).data;
  }

  async countries(): Promise<readonly Country[]> {
    return (await this.http.get<Country[]>('/api/optionsets/countries')).data;
  }

  async contact(message: ContactMessage): Promise<string> {
    const { name, email, subject, message: text, order_number } = message;
    const body = { name, email, subject, message: text, ...(order_number ? { order_number } : {}) };
    return (await this.http.post<{ message: string }>('/api/contact', body)).data.message;
  }
}
