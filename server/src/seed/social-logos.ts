/** The social networks' marks, drawn small and monochrome so the footer reads as one row. */

const INK = '#1f1f20';

const MARKS: Record<string, string> = {
  // Instagram's camera: a rounded square, the lens and the viewfinder dot.
  instagram: `<rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="${INK}" stroke-width="2"/><circle cx="12" cy="12" r="4" fill="none" stroke="${INK}" stroke-width="2"/><circle cx="17.3" cy="6.7" r="1.2" fill="${INK}"/>`,
  // Facebook's "f" on a disc.
  facebook: `<circle cx="12" cy="12" r="10" fill="${INK}"/><path d="M13.2 21.9V14.7h2.4l.4-2.8h-2.8v-1.8c0-.8.3-1.4 1.4-1.4H16V6.2a19 19 0 0 0-2.2-.1c-2.2 0-3.6 1.3-3.6 3.7v2.1H7.8v2.8h2.4v7.2z" fill="#fff"/>`,
  // Pinterest's "P" with its pin stroke, on a disc.
  pinterest: `<circle cx="12" cy="12" r="10" fill="${INK}"/><path d="M12.4 5.5c-3.6 0-5.6 2.5-5.6 5 0 1.3.5 2.6 1.6 3 .2.1.3 0 .4-.2l.2-.8c0-.2 0-.3-.2-.5-.3-.4-.5-.9-.5-1.6 0-2 1.5-3.8 4-3.8 2.2 0 3.4 1.3 3.4 3.1 0 2.4-1 4.3-2.6 4.3-.9 0-1.5-.7-1.3-1.6.3-1 .7-2.2.7-2.9 0-.7-.4-1.2-1.1-1.2-.9 0-1.6.9-1.6 2.2 0 .8.3 1.3.3 1.3l-1.1 4.6c-.2.9-.1 2.2 0 3.2l.6.1c.5-.8 1.1-2 1.3-2.8l.6-2.2c.3.6 1.2 1.1 2.1 1.1 2.8 0 4.6-2.5 4.6-5.9 0-2.6-2.2-5-5.6-5z" fill="#fff"/>`,
  // TikTok's note.
  tiktok: `<path d="M16.3 2.5c.4 2.4 1.9 4 4.2 4.2v3.2c-1.6 0-3-.5-4.2-1.3v6.6a5.8 5.8 0 1 1-5.8-5.8h.4v3.2h-.4a2.6 2.6 0 1 0 2.6 2.6V2.5z" fill="${INK}"/>`,
  // YouTube's play button.
  youtube: `<path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8z" fill="${INK}"/><path d="M10 15.2 15.2 12 10 8.8z" fill="#fff"/>`,
};

/** Slugs of the available marks, served at /media/social/{slug}.svg. */
export const SOCIAL_LOGOS: readonly string[] = Object.keys(MARKS);

/** The SVG document of a mark, or null for an unknown slug. */
export function socialLogoSvg(slug: string): string | null {
  // Own marks only: `constructor` or `toString` must not answer through Object.prototype.
  const mark = Object.hasOwn(MARKS, slug) ? MARKS[slug] : undefined;
  return mark === undefined ? null : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">${mark}</svg>`;
}

/** Public URL of a mark. */
export const socialLogoUrl = (slug: string): string => `/media/social/${slug}.svg`;
