import { categoryPath, tagPath } from './routes';

/** What a navigation item points to (spec §2). */
export type NavigationType = 'custom' | 'category' | 'tag';

/** A slug reference to a category or tag. */
export interface SlugRef {
  unique_slug: string;
}

/** A link of a mega menu column (spec §3). */
export interface MegaMenuLink {
  label: string;
  type: NavigationType;
  link: string | null;
  category: SlugRef | null;
  tag: SlugRef | null;
}

/** A mega menu column; it may show its first link in bold (spec §3). */
export interface MegaMenuColumn {
  /** The column's heading; older APIs send none, and the first link names the column then. */
  heading?: string | null;
  links: MegaMenuLink[];
  boldface_first_link: boolean;
}

/** An entry of the main navigation (spec §3). */
export interface NavigationEntry {
  label: string;
  type: NavigationType;
  link: string | null;
  category: SlugRef | null;
  tag: SlugRef | null;
  megamenu_columns: MegaMenuColumn[];
  image: { url: string; title: string } | null;
  image_link: string | null;
}

/** Where an item goes: custom → its link, category → /categories/slug, tag → /tags/slug; null when it has no target (spec §2). */
export function navigationHref(item: Pick<MegaMenuLink, 'type' | 'link' | 'category' | 'tag'>): string | null {
  if (item.type === 'custom') return item.link || null;
  if (item.type === 'category') return item.category ? categoryPath(item.category.unique_slug) : null;
  if (item.type === 'tag') return item.tag ? tagPath(item.tag.unique_slug) : null;
  return null; // an item type this version does not know
}

/** Whether a column link is shown in bold: the first link of a column that asks for it (spec §2). */
export function isBoldLink(column: MegaMenuColumn, index: number): boolean {
  return column.boldface_first_link && index === 0;
}

/** What names a column in the menus: its heading, else its first link's label. */
export function columnHeading(column: MegaMenuColumn): string {
  return column.heading?.trim() || column.links[0]?.label || '';
}

/** A collapsible group of footer links (spec §3). */
export interface FooterGroup {
  label: string;
  links: { label: string; link: string }[];
}

/** A social network link with its logo (spec §3). */
export interface SocialLink {
  /** The network's name, used as the logo's text alternative. */
  name: string;
  link: string;
  logo: { url: string };
}
