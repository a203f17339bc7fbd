// The document title every page has, from the first paint.

/** Brand name appended to every page title and given as the Open Graph site name. */
export const SITE_NAME = 'Maison';

/** Title of the home page. */
export const HOME_TITLE = `${SITE_NAME} — Fashion store`;

/** The document title of a page: "{title} | Maison", or the home title for an empty title. */
export function pageTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : HOME_TITLE;
}
