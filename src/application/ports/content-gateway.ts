import type { Country, FooterGroup, NavigationEntry, SocialLink } from '@/domain';
import type { ContactMessage, ContentPage, Engagement, Faq, StoreSettings, StoreLocation } from '../models';
import { token } from '../token';

/** Fixed sections the spec names (spec §7). */
export type FixedSectionSlug = 'environmental-characteristics' | 'delivery-and-returns';

/** Navigation, footer and the content pages. */
export interface ContentGateway {
  menu(): Promise<readonly NavigationEntry[]>;
  footer(): Promise<readonly FooterGroup[]>;
  socialLinks(): Promise<readonly SocialLink[]>;
  /** `POST /api/faqs` with an empty body (spec §7). */
  faqs(): Promise<readonly Faq[]>;
  fixedSection(slug: FixedSectionSlug): Promise<ContentPage>;
  page(slug: string): Promise<ContentPage>;
  engagements(): Promise<readonly Engagement[]>;
  engagement(slug: string): Promise<Engagement>;
  stores(): Promise<readonly StoreLocation[]>;
  /** `GET /api/optionsets/countries`. */
  countries(): Promise<readonly Country[]>;
  contact(message: ContactMessage): Promise<string>;
}
export const CONTENT_GATEWAY = token<ContentGateway>('ContentGateway');

/** Store-wide settings (store notice, newsletter data controller). */
export interface SettingsGateway {
  settings(): Promise<StoreSettings>;
}
export const SETTINGS_GATEWAY = token<SettingsGateway>('SettingsGateway');
