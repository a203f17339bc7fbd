import { describe, expect, it } from 'vitest';
import { type MegaMenuColumn, type MegaMenuLink, isBoldLink, navigationHref } from '@/domain/navigation';

const link = (overrides: Partial<MegaMenuLink>): MegaMenuLink => ({ label: 'x', type: 'custom', link: null, category: null, tag: null, ...overrides });

describe('navigation targets (spec §2: custom goes to its link, category to /categories/ plus unique_slug, tag to /tags/ plus unique_slug)', () => {
  it('spec §2: custom goes to its link', () => {
    expect(navigationHref(link({ type: 'custom', link: '/our-story' }))).toBe('/our-story');
  });

  it('spec §2: category goes to /categories/ plus unique_slug', () => {
    expect(navigationHref(link({ type: 'category', category: { unique_slug: 'dresses' } }))).toBe('/categories/dresses');
  });

  it('spec §2: tag goes to /tags/ plus unique_slug', () => {
    expect(navigationHref(link({ type: 'tag', tag: { unique_slug: 'new-in' } }))).toBe('/tags/new-in');
  });

  it('an item without its target, or of an unknown type, goes nowhere', () => {
    expect(navigationHref(link({ type: 'custom', link: '' }))).toBeNull();
    expect(navigationHref(link({ type: 'category' }))).toBeNull();
    expect(navigationHref(link({ type: 'tag', category: { unique_slug: 'dresses' } }))).toBeNull();
    expect(navigationHref(link({ type: 'brand' as MegaMenuLink['type'], link: '/x' }))).toBeNull();
  });
});

describe('mega menu columns (spec §2: a column may show its first link in bold)', () => {
  const column = (bold: boolean): MegaMenuColumn => ({ links: [link({}), link({})], boldface_first_link: bold });

  it('spec §2: only the first link of a bold column is bold', () => {
    expect(isBoldLink(column(true), 0)).toBe(true);
    expect(isBoldLink(column(true), 1)).toBe(false);
    expect(isBoldLink(column(false), 0)).toBe(false);
  });
});
