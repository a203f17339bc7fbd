/** Home page content and store settings. */
import { type Garment } from '../garments/index.js';
import { COMPANY, SUPPORT_EMAIL } from './pages.js';

export interface Visual {
  garment: Garment;
  color: string;
  view: 'front' | 'back';
  alt: string;
}

export const HERO_BANNERS: readonly ({ title: string; subtitle: string; cta: string; link: string } & Visual)[] = [
  { title: 'The Summer Edit', subtitle: 'Linen, poplin and easy silhouettes for long days by the sea.', cta: 'Shop the edit', link: '/tags/summer-edit', garment: 'dress', color: 'terracotta', view: 'front', alt: 'A terracotta linen wrap dress laid flat' },
  { title: 'New season tailoring', subtitle: 'Soft-shouldered blazers and wide trousers, made to be worn every day.', cta: 'Discover new in', link: '/tags/new-in', garment: 'jacket', color: 'camel', view: 'front', alt: 'A camel single-breasted blazer laid flat' },
  { title: 'Up to 60% off', subtitle: 'Last sizes of the season, while stocks last.', cta: 'Shop the sale', link: '/tags/sale', garment: 'knit', color: 'sage', view: 'front', alt: 'A sage merino crew-neck jumper laid flat' },
];

export const COLLECTIONS: readonly ({ title: string; link: string } & Visual)[] = [
  { title: 'The Linen Shop', link: '/tags/linen', garment: 'shirt', color: 'off-white', view: 'front', alt: 'An off-white linen shirt' },
  { title: 'Workwear essentials', link: '/tags/workwear', garment: 'trousers', color: 'navy', view: 'front', alt: 'Navy pleated wide-leg trousers' },
  { title: 'The Denim Shop', link: '/tags/denim', garment: 'jeans', color: 'indigo', view: 'front', alt: 'Indigo straight-leg jeans' },
  { title: 'Sustainable choices', link: '/tags/sustainable', garment: 'bag', color: 'ecru', view: 'front', alt: 'An ecru organic canvas tote bag' },
];

/** Rows of the `settings` table. */
export const SETTINGS: Record<string, unknown> = {
  store_notice: { text: 'Delivery in Lebanon in 1 to 3 working days — Returns within 30 days', link: '/faq/category/delivery-and-returns' },
  newsletter_controller: COMPANY,
  support_email: SUPPORT_EMAIL,
};
