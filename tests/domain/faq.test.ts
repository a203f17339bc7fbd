import { describe, expect, it } from 'vitest';
import { faqCategoryPath, faqPath, filterFaqs, groupFaqsByCategory, textOfHtml } from '@/domain/faq';
import { headingAnchor } from '@/domain/content-pages';

const faq = (slug: string, question: string, answer: string, category: string) => ({
  slug,
  question,
  answer,
  category: { name: category, slug: category.toLowerCase().replace(/\W+/g, '-') },
});
const FAQS = [
  faq('pay', 'Which payment methods do you accept?', '<p>Visa and <strong>cash on delivery</strong>.</p>', 'Orders'),
  faq('cost', 'How much does delivery cost?', '<p>$5 in Lebanon &amp; free over $100.</p>', 'Delivery'),
  faq('cancel', 'Can I cancel my order?', '<p>Before it ships.</p>', 'Orders'),
];

describe('FAQ', () => {
  it('groups questions by category in the order given', () => {
    const groups = groupFaqsByCategory(FAQS);
    expect(groups.map((group) => [group.name, group.questions.map((q) => q.slug)])).toEqual([
      ['Orders', ['pay', 'cancel']],
      ['Delivery', ['cost']],
    ]);
  });

  it('filters on every word, in questions, answers and category names, ignoring case and accents', () => {
    expect(filterFaqs(FAQS, '  ').map((q) => q.slug)).toEqual(['pay', 'cost', 'cancel']);
    expect(filterFaqs(FAQS, 'DELIVERY').map((q) => q.slug)).toEqual(['pay', 'cost']);
    expect(filterFaqs(FAQS, 'cash delivery').map((q) => q.slug)).toEqual(['pay']);
    expect(filterFaqs(FAQS, 'orders cancel').map((q) => q.slug)).toEqual(['cancel']);
    expect(filterFaqs(FAQS, 'livré').map((q) => q.slug)).toEqual([]);
    expect(filterFaqs(FAQS, 'strong')).toEqual([]); // tags are not text
  });

  it('reads the text of simple HTML', () => {
    expect(textOfHtml('<p>A &amp; B&nbsp;<em>c</em></p>\n<p>&lt;d&gt; &quot;e&quot; &#39;f&#39;</p>')).toBe('A & B c <d> "e" \'f\'');
  });

  it('builds the FAQ paths of spec §2', () => {
    expect(faqPath('do-you-sell-gift-cards')).toBe('/faq/do-you-sell-gift-cards');
    expect(faqCategoryPath('delivery-and-returns')).toBe('/faq/category/delivery-and-returns');
  });

  it('makes unique heading anchors', () => {
    expect(headingAnchor('1. What we collect')).toBe('1-what-we-collect');
    expect(headingAnchor('Données & cookies')).toBe('donnees-cookies');
    expect(headingAnchor('Cookies', new Set(['cookies', 'cookies-2']))).toBe('cookies-3');
    expect(headingAnchor('!!!')).toBe('section');
  });
});
