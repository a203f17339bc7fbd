import type { Cents, OpeningHours } from '@/domain';
import type { ProductImage } from './catalogue';

/** One question of the FAQ with its category. */
export interface Faq {
  readonly id: number;
  readonly slug: string;
  readonly question: string;
  /** Sanitised HTML. */
  readonly answer: string;
  readonly category: { readonly name: string; readonly slug: string };
}

/** A content page or fixed section: title and sanitised HTML. */
export interface ContentPage {
  readonly slug: string;
  readonly title: string;
  readonly content: string;
}

/** One of the brand's engagements (/our-engagement/{slug}). */
export interface Engagement extends ContentPage {
  readonly summary: string;
  readonly image: ProductImage | null;
}

/** A shop for the store locator. */
export interface StoreLocation {
  readonly id: number;
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly country_code: string;
  readonly lat: number;
  readonly lng: number;
  readonly phone: string;
  readonly hours: readonly OpeningHours[];
  /** IANA time zone of the hours (e.g. Asia/Beirut). */
  readonly time_zone: string;
}

/** The contact form. */
export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly order_number?: string;
}

/** Store-wide settings read at start-up. */
export interface StoreSettings {
  readonly store_notice: { readonly text: string; readonly link: string | null } | null;
  readonly newsletter_controller: string;
  readonly support_email: string;
  /** Goods (after coupons) from which delivery is free; null or absent when the store sets none. */
  readonly free_delivery_from?: Cents | null;
}
