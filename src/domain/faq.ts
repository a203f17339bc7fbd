// The FAQ pages (spec §2: /faq, /faq/{slug}, /faq/category/{slug}): questions grouped by
// category in the API's order, and the filter box's match.

/** A question as the FAQ pages use it (the API's FAQ item). */
export interface FaqEntry {
  readonly slug: string;
  readonly question: string;
  /** HTML. */
  readonly answer: string;
  readonly category: { readonly name: string; readonly slug: string };
}

/** A category with its questions. */
export interface FaqCategoryGroup<T extends FaqEntry = FaqEntry> {
  readonly name: string;
  readonly slug: string;
  readonly questions: readonly T[];
}

/** Title of the FAQ pages. */
export const FAQ_TITLE = 'Frequently asked questions';

/** Label of the FAQ filter box. */
export const FAQ_FILTER_LABEL = 'Filter the questions';

/** Shown when the filter matches no question. */
export const FAQ_NO_MATCH = 'No question matches your search.';

/** Shown when the FAQ has no question at all. */
export const FAQ_EMPTY = 'There are no questions here yet.';

/** Path of a question's page (spec §2). */
export const faqPath = (slug: string): string => `/faq/${encodeURIComponent(slug)}`;

/** Path of a category's page (spec §2). */
export const faqCategoryPath = (slug: string): string => `/faq/category/${encodeURIComponent(slug)}`;

/** The questions grouped by category, categories and questions in the order given. */
export function groupFaqsByCategory<T extends FaqEntry>(faqs: readonly T[]): FaqCategoryGroup<T>[] {
  const groups = new Map<string, { name: string; slug: string; questions: T[] }>();
  for (const faq of faqs) {
    const group = groups.get(faq.category.slug) ?? { name: faq.category.name, slug: faq.category.slug, questions: [] };
    group.questions.push(faq);
    groups.set(faq.category.slug, group);
  }
  return [...groups.values()];
}

/** Plain text of simple HTML: tags dropped, common entities decoded, spaces collapsed. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The questions matching a filter: every word of it (case- and accent-insensitive) appears in the
 * question, its answer's text or its category name. A blank filter keeps them all.
 */
export function filterFaqs<T extends FaqEntry>(faqs: readonly T[], filter: string): T[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const words = fold(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const haystack = fold(`${faq.question} ${textOfHtml(faq.answer)} ${faq.category.name}`);
    return words.every((word) => haystack.includes(word));
  });
}
