/** Inserts the demo account with two Lebanese addresses and one past, paid order. */
import { type Kysely } from 'kysely';
import { type Database } from '../../db/types.js';
import { shippingFeeOf } from '../../../../src/domain/shipping-fee.js';
import { priceLines } from '../../features/cart/pricing.js';
import { hashPassword } from '../../security/passwords.js';
import { seededLineSnapshot } from './seeded-line-snapshot.js';

/** Credentials documented in the seed README. */
export const DEMO_ACCOUNT = { email: 'demo@maison.test', password: 'Demo1234!' } as const;

const DAY = 86_400_000;

/** Inserts the demo user, addresses and an order of two in-stock products; returns the user id. */
export async function insertDemoAccount(db: Kysely<Database>, now: Date): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({
      email: DEMO_ACCOUNT.email,
      password_hash: await hashPassword(DEMO_ACCOUNT.password),
      first_name: 'Layla',
      last_name: 'Khoury',
      phone: '+961 3 123 456',
      birth_date: '1992-04-18',
      gender: 'f',
      created_at: new Date(now.getTime() - 200 * DAY),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const person = { first_name: 'Layla', last_name: 'Khoury', phone: '+961 3 123 456', country_code: 'LB' };
  const addresses = await db
    .insertInto('addresses')
    .values([
      { user_id: user.id, label: 'Home', is_default: true, ...person, city: 'Beirut', area: 'Achrafieh', street: 'Rue Abdel Wahab El Inglizi', building: 'Bustros Building', floor: '4', zip: '1100', instructions: 'Ring twice; the concierge can sign.' },
      { user_id: user.id, label: 'Office', ...person, city: 'Beirut', area: 'Ras Beirut', street: 'Hamra Street', building: 'Piccadilly Centre', floor: '7', zip: '1103', instructions: 'Weekdays 9:00–17:00 only.' },
    ])
    .returningAll()
    .execute();
  const home = addresses[0]!;

  const lines = await db
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('colors as c', 'c.slug', 'v.color')
    .select(['v.id', 'v.product_id', 'v.size', 'v.stock', 'v.regular_price', 'v.sale_price', 'p.name', 'p.unique_slug', 'p.type', 'b.name as brand', 'c.name as color_name'])
    .select((eb) => eb.selectFrom('product_images as i').select('i.url').whereRef('i.product_id', '=', 'p.id').orderBy('i.position').limit(1).as('image'))
    .where('v.stock', '>', 2)
    .where('v.position', '=', 1)
    .orderBy('v.product_id')
    .limit(2)
    .execute();
  if (lines.length === 0) return user.id;

  const lebanon = await db.selectFrom('countries').select(['shippable', 'shipping_fee', 'insurance_fee']).where('code', '=', 'LB').executeTakeFirst();
  const coupon = await db.selectFrom('coupons').selectAll().where('code', '=', 'WELCOME10').executeTakeFirst();
  const items = lines.map((l, i) => ({ quantity: i === 0 ? 1 : 2, line: l }));
  // Priced as every order is: the domain's rules (whole-dollar percentages; the demo sets no free-delivery threshold).
  const pricing = priceLines(
    items.map(({ quantity, line }) => ({ quantity, product: line })),
    coupon ? [coupon] : [],
    now,
    { fee: lebanon === undefined ? null : shippingFeeOf(lebanon), insuranceChosen: false },
  );
  const { subtotal, discount, shipping, total } = pricing;
  const addressSnapshot = JSON.stringify({ ...home, created_at: undefined, user_id: undefined, guest_id: undefined });
  const placed = new Date(now.getTime() - 24 * DAY);
  const order = await db
    .insertInto('orders')
    .values({
      number: 'SF-5EED000001',
      user_id: user.id,
      idempotency_key: 'seed-demo-order-1',
      status: 'paid',
      payment_method: 'card',
      shipping_address: addressSnapshot,
      billing_address: addressSnapshot,
      insurance: false,
      subtotal,
      discount,
      shipping,
      total,
      created_at: placed,
      updated_at: placed,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values(
      items.map(({ quantity, line }, position) => ({
        order_id: order.id,
        product_id: line.product_id,
        variant_id: line.id,
        quantity,
        unit_price: line.sale_price ?? line.regular_price,
        position,
        snapshot: seededLineSnapshot(line),
      })),
    )
    .execute();
  for (const priced of pricing.coupons) {
    await db.insertInto('order_coupons').values({ order_id: order.id, coupon_id: priced.id, snapshot: JSON.stringify(priced) }).execute();
  }
  return user.id;
}
