/** Footer groups and social links; the mega menu is built from the taxonomy in seed/menu.ts. */

export const FOOTER: readonly { label: string; links: readonly { label: string; link: string }[] }[] = [
  {
    label: 'Customer care',
    links: [
      { label: 'Contact us', link: '/contact-us' },
      { label: 'FAQ', link: '/faq' },
      { label: 'Delivery & returns', link: '/faq/category/delivery-and-returns' },
      { label: 'Store locator', link: '/locate-us' },
    ],
  },
  {
    label: 'About',
    links: [
      { label: 'Our story', link: '/our-story' },
      { label: 'Our values', link: '/our-value' },
      { label: 'Sustainable materials', link: '/our-engagement/sustainable-materials' },
      { label: 'Fair production', link: '/our-engagement/fair-production' },
      { label: 'Community', link: '/our-engagement/community' },
    ],
  },
  {
    label: 'Legal',
    links: [
      { label: 'Privacy policy', link: '/content/privacy-policy' },
      { label: 'Terms and conditions', link: '/content/terms-and-conditions' },
    ],
  },
];

/** Social networks; logos are served at /media/social/{slug}.svg (see social-logos.ts). */
export const SOCIAL: readonly { name: string; slug: string; link: string }[] = [
  { name: 'Instagram', slug: 'instagram', link: 'https://www.instagram.com/maisonbeirut' },
  { name: 'Facebook', slug: 'facebook', link: 'https://www.facebook.com/maisonbeirut' },
  { name: 'Pinterest', slug: 'pinterest', link: 'https://www.pinterest.com/maisonbeirut' },
  { name: 'TikTok', slug: 'tiktok', link: 'https://www.tiktok.com/@maisonbeirut' },
  { name: 'YouTube', slug: 'youtube', link: 'https://www.youtube.com/@maisonbeirut' },
];
