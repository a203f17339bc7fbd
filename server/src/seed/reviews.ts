/** The demo store's reviews (issue 34): who writes them and what they say, by rating and fit. */
import type { FitVerdict } from '../../../src/domain/fit-summary.js';

/** One product in this many has reviews. */
export const REVIEWED_EVERY = 3;

/** The demo reviewers: accounts that cannot sign in (their password hash matches nothing). */
export const REVIEWERS: readonly [string, string][] = [
  ['Nadia', 'Haddad'], ['Karim', 'Saab'], ['Maya', 'Aoun'], ['Rami', 'Khalil'], ['Lea', 'Fares'], ['Omar', 'Nassar'],
  ['Yasmine', 'Daher'], ['Tarek', 'Azar'], ['Sarah', 'Makdissi'], ['Jad', 'Frem'], ['Dana', 'Chami'], ['Elie', 'Gemayel'],
  ['Rita', 'Moussa'], ['Hadi', 'Karam'], ['Nour', 'Salameh'], ['Ziad', 'Tannous'], ['Carla', 'Abboud'], ['Samir', 'Rizk'],
];

/**
 * How each department's garments fit, so buyers' verdicts agree with them: rigid denim runs small,
 * knits and sweatshirts are cut roomy, shoes come in half sizes (a little small), the rest true to size.
 */
export function fitTendencyOf(categorySlug: string): FitVerdict {
  if (categorySlug.includes('jeans')) return 'runs_small';
  if (categorySlug.includes('knitwear') || categorySlug.includes('sweatshirts')) return 'runs_large';
  if (categorySlug === 'sneakers' || categorySlug === 'boots') return 'runs_small';
  return 'true_to_size';
}

/** Titles by rating (index 0 is one star). */
export const TITLES: readonly (readonly string[])[] = [
  ['Not for me', 'Disappointed', 'Sent it back'],
  ['Not quite right', 'Expected more', 'Nice colour, poor fit'],
  ['Good, not great', 'Does the job', 'Fine for the price'],
  ['Really nice', 'Lovely piece', 'Happy with it', 'Great quality'],
  ['Perfect', 'Love it', 'My new favourite', 'Worth every penny', 'Beautiful'],
];

/** Texts by rating. */
export const TEXTS: readonly (readonly string[])[] = [
  ['The fabric felt thinner than in the pictures and it lost its shape after one wash.', 'The seams came loose within a week. Customer service was helpful with the return.'],
  ['The colour is lovely but the cut did not suit me.', 'Decent fabric, but the finish could be better for the price.'],
  ['Nice enough for everyday wear. The colour is a little darker than on screen.', 'Comfortable, but nothing special. Arrived quickly.'],
  ['Soft fabric and a flattering cut. I wear it every week.', 'Good quality and well finished. The colour is exactly as shown.', 'Very comfortable and easy to care for.'],
  ['Beautifully made, the fabric feels wonderful and it washes well.', 'I get compliments every time I wear it. Ordering a second colour.', 'Exactly what I was looking for: the cut, the colour and the quality are perfect.'],
];

/** What a verdict adds to the text. */
export const FIT_NOTES: Record<FitVerdict, readonly string[]> = {
  runs_small: ['I would take one size up.', 'Snug at first; size up if you are between sizes.'],
  true_to_size: ['True to size.', 'I took my usual size and it fits well.'],
  runs_large: ['Roomy: size down for a closer fit.', 'It comes up big, I could have taken a size smaller.'],
};
