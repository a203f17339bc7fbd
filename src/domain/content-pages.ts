// Paths and texts of the content pages (spec §2): legal, brand and engagement pages.

/** Path of an engagement page (spec §2). */
export const engagementPath = (slug: string): string => `/our-engagement/${encodeURIComponent(slug)}`;

/** Slugs of /api/pages for the pages of spec §2. */
export const CONTENT_PAGE_SLUGS = {
  privacyPolicy: 'privacy-policy',
  termsAndConditions: 'terms-and-conditions',
  ourStory: 'our-story',
  ourValue: 'our-value',
} as const;

/** The FAQ category whose page also shows the delivery-and-returns fixed section (the footer's and the store notice's link). */
export const DELIVERY_AND_RETURNS_SLUG = 'delivery-and-returns';

/** Heading of a legal page's table of contents. */
export const TABLE_OF_CONTENTS_TITLE = 'On this page';

/** Shown when a content page could not be loaded. */
export const CONTENT_FAILED_MESSAGE = 'This page could not be loaded. Please try again in a moment.';

/** An anchor id for a heading's text: lower-case words joined by hyphens, unique among `taken`. */
export function headingAnchor(text: string, taken: ReadonlySet<string> = new Set()): string {
  const base =
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section';
  let anchor = base;
  for (let n = 2; taken.has(anchor); n += 1) anchor = `${base}-${n}`;
  return anchor;
}
