/** FAQ categories and questions (answers are simple HTML). */
import { slugify } from '../prng.js';

export interface FaqCategoryContent {
  name: string;
  slug: string;
  questions: readonly { question: string; answer: string }[];
}

const raw: readonly Omit<FaqCategoryContent, 'questions'>[] = [
  { name: 'Orders & payment', slug: 'orders-and-payment' },
  { name: 'Delivery & returns', slug: 'delivery-and-returns' },
  { name: 'Sizing & products', slug: 'sizing-and-products' },
  { name: 'My account', slug: 'my-account' },
  { name: 'Stores & services', slug: 'stores-and-services' },
];

const QUESTIONS: Record<string, readonly { question: string; answer: string }[]> = {
  'orders-and-payment': [
    { question: 'Which payment methods do you accept?', answer: '<p>Visa, Mastercard and American Express debit and credit cards through our secure hosted payment page, and cash on delivery in Lebanon.</p>' },
    { question: 'Can I change or cancel my order?', answer: '<p>As long as your order has not been shipped, contact customer care with your order number and we will change or cancel it. Once shipped, you can return it within 30 days.</p>' },
    { question: 'How do I use a promo code?', answer: '<p>Enter the code in your cart and choose <strong>Apply</strong>. The discount is shown before you pay. Codes may have a minimum order value or an expiry date.</p>' },
    { question: 'Is it safe to pay by card on your website?', answer: '<p>Yes. Card details are entered on our payment provider\'s secure page and never reach our servers.</p>' },
  ],
  'delivery-and-returns': [
    { question: 'How much does delivery cost?', answer: '<p>Delivery in Lebanon is $5. Fees for other countries are shown at checkout once you choose your address. Picking your order up in one of our stores is free.</p>' },
    { question: 'How long will my delivery take?', answer: '<p>1 to 3 working days in Lebanon, 3 to 5 in the Gulf, Cyprus and Jordan, and 5 to 7 in Europe and North America.</p>' },
    { question: 'What is shipping insurance?', answer: '<p>For a small fee, insurance covers your parcel against loss or damage in transit: we send a replacement or refund you in full.</p>' },
    { question: 'How do I return an item?', answer: '<p>Return unworn items with their labels within 30 days, in any of our stores or by courier. Start a courier return from <em>My account › Orders</em>.</p>' },
    { question: 'When will I get my refund?', answer: '<p>Within 14 days of receiving your return, on the payment method you used. Cash-on-delivery orders are refunded by bank transfer or store credit.</p>' },
  ],
  'sizing-and-products': [
    { question: 'How do I find my size?', answer: '<p>Each product page gives the fit (slim, regular, relaxed or oversized). If you are between two sizes, take the larger for relaxed fits and the smaller for knitwear.</p>' },
    { question: 'Will a sold-out size come back?', answer: '<p>Many of our essentials are restocked every season. Add the product to your wishlist to find it quickly when it returns.</p>' },
    { question: 'How should I care for linen?', answer: '<p>Wash at 30°C, line dry in the shade and iron while slightly damp. Linen softens with every wash; a few creases are part of its charm.</p>' },
    { question: 'Where are your clothes made?', answer: '<p>Every product page says where the garment was made: in our Beirut atelier, or by our partners in Portugal, Italy and Türkiye.</p>' },
  ],
  'my-account': [
    { question: 'Do I need an account to order?', answer: '<p>No, you can check out as a guest with your e-mail address. An account lets you follow your orders, save addresses and keep a wishlist.</p>' },
    { question: 'I forgot my password. What should I do?', answer: '<p>Choose <strong>Forgot your password?</strong> when signing in. We send a confirmation code to your e-mail address; it is valid for 15 minutes.</p>' },
    { question: 'How do I unsubscribe from the newsletter?', answer: '<p>Use the unsubscribe link at the bottom of any newsletter, or write to customer care.</p>' },
  ],
  'stores-and-services': [
    { question: 'Where are your stores?', answer: '<p>In Beirut (ABC Achrafieh and Beirut Souks), Jounieh, Byblos and Tripoli. Find addresses and opening hours on the <a href="/locate-us">store locator</a>.</p>' },
    { question: 'Can I return an online order in store?', answer: '<p>Yes, in any of our stores in Lebanon, within 30 days, with your order number.</p>' },
    { question: 'Do you offer alterations?', answer: '<p>Hems and buttons are altered free of charge in our Beirut stores, usually within 48 hours.</p>' },
    { question: 'Do you sell gift cards?', answer: '<p>Gift cards from $25 to $500 are available in all our stores and are valid for one year.</p>' },
  ],
};

/** The FAQ, category by category. */
export const FAQ: readonly FaqCategoryContent[] = raw.map((c) => ({ ...c, questions: QUESTIONS[c.slug] ?? [] }));

/** The slug of a question. */
export const faqSlug = (question: string): string => slugify(question);
