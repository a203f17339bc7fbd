/** Editorial and legal content: pages, fixed sections and engagements (simple HTML). */

export interface PageContent {
  slug: string;
  title: string;
  content: string;
}

export const COMPANY = 'Maison Beirut SAL';
export const SUPPORT_EMAIL = 'care@maison.test';
const ADDRESS = 'Maison Beirut SAL, 112 Rue Gouraud, Gemmayzeh, Beirut, Lebanon';

/** Content pages served at /api/pages/{slug}. */
export const PAGES: readonly PageContent[] = [
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    content: [
      `<p>This policy explains how ${COMPANY} ("Maison Beirut", "we") collects and uses your personal data when you visit our online store, create an account, place an order or sign up to our newsletter. ${COMPANY} is the data controller. Last updated: 1 September 2026.</p>`,
      '<h2>What we collect</h2>',
      '<ul><li>Identity and contact details: your name, e-mail address, phone number and delivery addresses.</li><li>Order details: the products you buy, the amounts paid and the payment method (we never see or store your full card number).</li><li>Account data: your password, stored only as a salted hash, and your preferences.</li><li>Technical data: the pages you visit and your device type, used to keep the store secure and fast.</li></ul>',
      '<h2>Why we use it</h2>',
      '<ul><li>To deliver your orders and handle returns (performance of a contract).</li><li>To answer your questions through customer care (legitimate interest).</li><li>To send you our newsletter, only if you asked for it (consent, which you can withdraw at any time with the link in every e-mail).</li><li>To prevent fraud and meet our legal obligations, such as keeping invoices.</li></ul>',
      '<h2>Who we share it with</h2>',
      '<p>Only with the companies that help us run the store: our delivery partners, our payment provider and our hosting provider, each bound by a contract to protect your data. We never sell your personal data.</p>',
      '<h2>How long we keep it</h2>',
      '<p>Account data is kept while your account is open and for three years after your last activity. Order records are kept for ten years, as required by Lebanese accounting rules.</p>',
      '<h2>Your rights</h2>',
      `<p>You may access, correct or delete your data, object to its use or ask for a copy. Write to <a href="mailto:privacy@maison.test">privacy@maison.test</a> or to ${ADDRESS}. We answer within 30 days.</p>`,
    ].join(''),
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and conditions',
    content: [
      `<p>These terms govern purchases made on the Maison Beirut online store, operated by ${COMPANY}, registered in Beirut under commercial register number 2019/1048. By placing an order you accept them.</p>`,
      '<h2>1. Orders</h2>',
      '<p>An order is accepted once you receive our confirmation e-mail. We may cancel an order if an item is out of stock or if a pricing error is obvious; you are then refunded in full.</p>',
      '<h2>2. Prices and payment</h2>',
      '<p>Prices are shown in US dollars and include VAT where applicable. Delivery fees are shown at checkout before you pay. We accept major debit and credit cards and, in Lebanon, cash on delivery.</p>',
      '<h2>3. Delivery</h2>',
      '<p>We deliver to the countries listed at checkout. Delivery times are estimates: 1 to 3 working days in Lebanon, 3 to 7 working days abroad. Optional shipping insurance covers loss or damage in transit.</p>',
      '<h2>4. Returns and refunds</h2>',
      '<p>You may return unworn items with their labels within 30 days of delivery. Refunds are made to the original payment method within 14 days of receiving the return. Underwear, earrings and personalised items cannot be returned for hygiene reasons.</p>',
      '<h2>5. Coupons</h2>',
      '<p>Promotional codes are valid once per order, cannot be exchanged for cash and may carry a minimum order value or an expiry date, shown when the code is applied.</p>',
      '<h2>6. Governing law</h2>',
      '<p>These terms are governed by Lebanese law. Before going to court, please contact customer care: most issues are solved in a day.</p>',
    ].join(''),
  },
  {
    slug: 'our-story',
    title: 'Our story',
    content: [
      '<p>Maison Beirut began in 1998 in a two-room atelier on Rue Gouraud, where Lina Haddad cut shirts for friends from bolts of Egyptian cotton bought in the old souks. Word travelled up the stairs of Gemmayzeh, and soon the atelier was sewing for half the neighbourhood.</p>',
      '<h2>Made in Beirut, worn everywhere</h2>',
      '<p>Today our design studio still sits a few streets from that first atelier. We draw every collection in Beirut and make much of it here, with workshops in Bourj Hammoud and Zouk that we have known for two decades; the rest is made by family-run partners in Portugal and Italy.</p>',
      '<h2>Clothes for a Mediterranean life</h2>',
      '<p>We design for long summers and short winters, for linen that breathes in August and wool that shrugs off a January storm on the corniche. Few trends, good fabrics, cuts that flatter and last.</p>',
      '<p>When Beirut was hurt in August 2020 our studio lost its windows but not its people. We rebuilt with our neighbours, and we still give part of every sale to the artisans of the city.</p>',
    ].join(''),
  },
  {
    slug: 'our-value',
    title: 'Our values',
    content: [
      '<h2>Quality over quantity</h2>',
      '<p>Two collections a year, not twenty. We would rather you buy one jumper you wear for ten winters than five you forget by spring.</p>',
      '<h2>Honest materials</h2>',
      '<p>Linen, wool, organic cotton, vegetable-tanned leather. Every product page says exactly what a garment is made of and where it was made.</p>',
      '<h2>Fair making</h2>',
      '<p>We visit every workshop we work with, pay above the local living wage and publish our supplier list each year.</p>',
      '<h2>Care for what you own</h2>',
      '<p>Free repairs on buttons and hems in our stores, for life. Bring us what you no longer wear: we resell, rework or recycle it.</p>',
    ].join(''),
  },
];

/** Fixed sections shown on product pages and in checkout. */
export const FIXED_SECTIONS: readonly PageContent[] = [
  {
    slug: 'environmental-characteristics',
    title: 'Environmental characteristics',
    content: [
      '<p>Each product page lists the composition of the garment and where it was made.</p>',
      '<ul><li><strong>Organic cotton</strong>: certified organic, grown without synthetic pesticides, using up to 90% less water when rain-fed.</li><li><strong>Linen</strong>: European flax, which needs no irrigation and little fertiliser.</li><li><strong>Recycled fibres</strong>: polyester and wool recovered from post-consumer waste.</li><li><strong>Leather</strong>: a by-product of the food industry, tanned with vegetable extracts in certified tanneries.</li></ul>',
      '<p>Products do not contain hazardous substances above the limits set by the EU REACH regulation. Garments are packed in recycled paper; please recycle it with your cardboard.</p>',
    ].join(''),
  },
  {
    slug: 'delivery-and-returns',
    title: 'Delivery and returns',
    content: [
      '<h3>Delivery</h3>',
      '<ul><li>Lebanon: 1 to 3 working days.</li><li>Gulf countries, Cyprus and Jordan: 3 to 5 working days.</li><li>Europe and North America: 5 to 7 working days.</li></ul>',
      '<p>Add shipping insurance at checkout to cover loss or damage in transit.</p>',
      '<h3>Returns</h3>',
      '<p>Changed your mind? Return unworn items with their labels within <strong>30 days</strong>, in any of our stores or by courier from your account. Refunds reach your original payment method within 14 days.</p>',
    ].join(''),
  },
];

export interface EngagementContent extends PageContent {
  summary: string;
  garment: 'bag' | 'shirt' | 'knit';
  color: string;
}

/** Our engagement pages: /our-engagement/{slug}. */
export const ENGAGEMENTS: readonly EngagementContent[] = [
  {
    slug: 'sustainable-materials',
    title: 'Sustainable materials',
    summary: 'By 2028, nine in ten of our garments will be made from organic, recycled or low-impact fibres.',
    garment: 'shirt',
    color: 'ecru',
    content: [
      '<p>The fibre a garment is made from decides most of its footprint. That is why we start there.</p>',
      '<ul><li>Today 64% of our collection is made from organic cotton, linen, recycled fibres or responsibly sourced wool.</li><li>All our denim is organic or recycled cotton, washed with ozone and laser finishing instead of stone and bleach.</li><li>Our leather comes from tanneries audited for their water and chemical management.</li></ul>',
      '<p>Look for the <strong>Organic</strong> and <strong>Recycled</strong> labels on product cards, and the Sustainable edit in the menu.</p>',
    ].join(''),
  },
  {
    slug: 'fair-production',
    title: 'Fair production',
    summary: 'We know every workshop that makes our clothes, and we publish the list.',
    garment: 'knit',
    color: 'camel',
    content: [
      '<p>Our clothes are made by 23 partners in Lebanon, Portugal, Italy and Türkiye. Most have worked with us for more than ten years.</p>',
      '<ul><li>Every partner signs our code of conduct and is audited by an independent body every two years.</li><li>We pay for samples and plan orders early, so workshops are not pushed into overtime.</li><li>In Lebanon we pay above the living wage and cover health insurance for the tailors of our own atelier.</li></ul>',
    ].join(''),
  },
  {
    slug: 'community',
    title: 'Community',
    summary: 'One percent of every sale supports the artisans and young designers of Beirut.',
    garment: 'bag',
    color: 'olive',
    content: [
      '<p>Since 2020 the Maison Beirut Fund has supported 140 artisans and small workshops to reopen and grow.</p>',
      '<ul><li>Apprenticeships in tailoring and pattern cutting for 30 young people every year.</li><li>Shared equipment and a sewing room open to independent designers in Mar Mikhael.</li><li>Clothing donations to families through local NGOs, every winter.</li></ul>',
    ].join(''),
  },
];
