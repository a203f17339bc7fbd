// Shared data and setup of the content pages' tests.
import type { Faq, StoreLocation } from '@/application';
import { vi } from 'vitest';

// happy-dom's HTML parser mangles what DOMPurify hands it (see product-sanitise.test.tsx): a
// stand-in that drops scripts keeps the pages' wiring under test; DOMPurify runs in the journeys.
vi.mock('dompurify', () => ({ default: { sanitize: (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, '') } }));

const faq = (id: number, slug: string, question: string, answer: string, category: [string, string]): Faq => ({
  id,
  slug,
  question,
  answer,
  category: { name: category[0], slug: category[1] },
});
const ORDERS: [string, string] = ['Orders & payment', 'orders-and-payment'];
const DELIVERY: [string, string] = ['Delivery & returns', 'delivery-and-returns'];
const STORES_CATEGORY: [string, string] = ['Stores & services', 'stores-and-services'];

/** A small FAQ in three categories. */
export const FAQS: Faq[] = [
  faq(1, 'which-payment-methods', 'Which payment methods do you accept?', '<p>Visa and cash on delivery.</p><script>bad()</script>', ORDERS),
  faq(2, 'cancel-my-order', 'Can I cancel my order?', '<p>Before it ships.</p>', ORDERS),
  faq(3, 'delivery-cost', 'How much does delivery cost?', '<p>$5, free over $100.</p>', DELIVERY),
  faq(4, 'refund-when', 'When will I get my refund?', '<p>Within 14 days.</p>', DELIVERY),
  faq(5, 'where-are-your-stores', 'Where are your stores?', '<p>See the <a href="/locate-us">store locator</a>.</p>', STORES_CATEGORY),
];

const store = (id: number, name: string, lat: number, lng: number, hours: StoreLocation['hours']): StoreLocation => ({
  id,
  name,
  address: `${name} street`,
  city: 'Beirut',
  country_code: 'LB',
  lat,
  lng,
  phone: '+961 1 212 888',
  hours,
  time_zone: 'Asia/Beirut',
});

/** Three shops: two mall hours, one closed on Sundays. */
export const STORES: StoreLocation[] = [
  store(1, 'Maison Achrafieh', 33.8893, 35.5196, [{ days: 'Mon–Sat', opens: '10:00', closes: '22:00' }, { days: 'Sun', opens: '11:00', closes: '22:00' }]),
  store(2, 'Maison Byblos', 34.1205, 35.6472, [{ days: 'Mon–Sat', opens: '10:00', closes: '20:00' }]),
  store(3, 'Maison Tripoli', 34.4335, 35.8359, [{ days: 'Mon–Sat', opens: '10:00', closes: '20:00' }]),
];

/** An answer the test releases when it has looked at the loading state. */
export function held() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, released };
}
