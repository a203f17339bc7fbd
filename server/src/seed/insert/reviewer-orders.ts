/**
 * The orders behind the seeded reviews: each review's author bought the product, in the size they
 * review, some days before writing, so "Verified buyer" is true of every seeded review.
 */
import { type Kysely, sql } from 'kysely';
import { type Database } from '../../db/types.js';
import { shippingFeeOf } from '../../../../src/domain/shipping-fee.js';
import { priceLines } from '../../features/cart/pricing.js';
import { seededLineSnapshot, type SeededVariant } from './seeded-line-snapshot.js';

const DAY = 86_400_000;
const BATCH = 1000;

/** What an order needs to know of a review. */
export interface ReviewedPurchase {
  product_id: number;
  user_id: number;
  size: string;
  created_at: Date;
}

type SoldVariant = SeededVariant;

/** One paid, delivered-by-now card order per review, numbered SF-5EED1nnnnn after the demo order. */
export async function insertReviewerOrders(db: Kysely<Database>, purchases: readonly ReviewedPurchase[]): Promise<void> {
  if (purchases.length === 0) return;
  const productIds = [...new Set(purchases.map((p) => p.product_id))];
  // The first variant of each reviewed product and size (any colour): what the reviewer bought.
  const { rows: variants } = await sql<SoldVariant>`
    SELECT DISTINCT ON (v.product_id, coalesce(v.size, ''))
      v.id, v.product_id, v.size, v.stock, v.regular_price, v.sale_price, p.name, p.unique_slug, p.type,
      b.name AS brand, c.name AS color_name,
      (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image
    FROM variants v
    JOIN products p ON p.id = v.product_id
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN colors c ON c.slug = v.color
    WHERE v.product_id = ANY(${productIds}::int[])
    ORDER BY v.product_id, coalesce(v.size, ''), v.position, v.id`.execute(db);
  const variantOf = new Map(variants.map((v) => [`${v.product_id}:${v.size ?? ''}`, v]));
  const buyers = await db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', [...new Set(purchases.map((p) => p.user_id))]).execute();
  const buyerOf = new Map(buyers.map((b) => [b.id, b]));
  const lebanon = await db.selectFrom('countries').select(['shippable', 'shipping_fee', 'insurance_fee']).where('code', '=', 'LB').executeTakeFirst();
  const fee = lebanon === undefined ? null : shippingFeeOf(lebanon);

  const orders = purchases.flatMap((purchase, index) => {
    const variant = variantOf.get(`${purchase.product_id}:${purchase.size}`);
    const buyer = buyerOf.get(purchase.user_id);
    if (variant === undefined || buyer === undefined) return [];
    const { subtotal, discount, shipping, total } = priceLines([{ quantity: 1, product: variant }], [], purchase.created_at, { fee, insuranceChosen: false });
    // Bought one to four weeks before the review: time to arrive and be worn.
    const placed = new Date(purchase.created_at.getTime() - (7 + (index % 22)) * DAY);
    const address = JSON.stringify({ first_name: buyer.first_name, last_name: buyer.last_name, country_code: 'LB', city: 'Beirut', area: 'Hamra', street: 'Bliss Street', building: `${1 + (buyer.id % 40)}`, floor: '2' });
    return [{
      number: `SF-5EED${String(100_000 + index).padStart(6, '0')}`,
      variant,
      row: {
        number: `SF-5EED${String(100_000 + index).padStart(6, '0')}`,
        user_id: buyer.id,
        idempotency_key: `seed-review-order-${index + 1}`,
        status: 'paid' as const,
        payment_method: 'card' as const,
        shipping_address: address,
        billing_address: address,
        paid_at: placed,
        subtotal,
        discount,
        shipping,
        total,
        created_at: placed,
        updated_at: placed,
      },
    }];
  });

  for (let start = 0; start < orders.length; start += BATCH) {
    const batch = orders.slice(start, start + BATCH);
    const ids = await db.insertInto('orders').values(batch.map((o) => o.row)).returning(['id', 'number']).execute();
    const idOf = new Map(ids.map((o) => [o.number, o.id]));
    await db
      .insertInto('order_items')
      .values(
        batch.map(({ number, variant }) => ({
          order_id: idOf.get(number)!,
          product_id: variant.product_id,
          variant_id: variant.id,
          quantity: 1,
          unit_price: variant.sale_price ?? variant.regular_price,
          position: 0,
          snapshot: seededLineSnapshot(variant),
        })),
      )
      .execute();
  }
}
