/** Small monochrome marks for the social links: simple geometry, not the networks' trademarks. */

const MARKS: Record<string, string> = {
  // A viewfinder: four corner brackets around a lens dot.
  instagram:
    '<path d="M3 8V5a2 2 0 0 1 2-2h3M16 3h3a2 2 0 0 1 2 2v3M21 16v3a2 2 0 0 1-2 2h-3M8 21H5a2 2 0 0 1-2-2v-3" fill="none" stroke="#1f1f20" stroke-width="2" stroke-linecap="round"/><circle cx="12" cy="12" r="3.5" fill="#1f1f20"/>',
  // A speech bubble with three dots.
  facebook:
    '<path d="M5 3h14a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3h-8l-5 4v-4H5a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3z" fill="#1f1f20"/><circle cx="8" cy="10" r="1.4" fill="#fff"/><circle cx="12" cy="10" r="1.4" fill="#fff"/><circle cx="16" cy="10" r="1.4" fill="#fff"/>',
  // A map pin.
  pinterest: '<path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7z" fill="#1f1f20"/><circle cx="12" cy="9" r="2.6" fill="#fff"/>',
  // A musical note.
  tiktok: '<circle cx="8" cy="17" r="4" fill="#1f1f20"/><path d="M11 17V3c1 2.5 3.5 4.5 7 4.5" fill="none" stroke="#1f1f20" stroke-width="2.4" stroke-linecap="round"/>',
  // A play button.
  youtube: '<rect x="2" y="5" width="20" height="14" rx="4" fill="#1f1f20"/><path d="M10 9l5 3-5 3z" fill="#fff"/>',
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
