import type { Kysely } from 'kysely';
import type { Database } from '../../../server/src/db/types.js';
import type { Client } from './http.js';

/** A small catalogue of our own, so the server tests never depend on the seed generator. */
export async function insertCatalogue(db: Kysely<Database>) {
  await db.insertInto('colors').values([
    { slug: 'black', name: 'Black', hex: '#111111', position: 1 },
    { slug: 'red', name: 'Red', hex: '#cc2222', position: 2 },
  ]).execute();
  await db.insertInto('sizes').values([{ code: 'S', position: 1 }, { code: 'M', position: 2 }, { code: 'L', position: 3 }]).execute();
  const [acme, zeta] = await db.insertInto('brands').values([{ name: 'Acme', slug: 'acme' }, { name: 'Zeta', slug: 'zeta' }]).returning('id').execute();
  const women = await db.insertInto('categories').values({ name: 'Women', unique_slug: 'women', is_popular: true, description: 'All women' }).returning('id').executeTakeFirstOrThrow();
  const dresses = await db.insertInto('categories').values({ name: 'Dresses', unique_slug: 'women-dresses', parent_id: women.id, is_popular: true }).returning('id').executeTakeFirstOrThrow();
  const shoes = await db.insertInto('categories').values({ name: 'Shoes', unique_slug: 'women-shoes', parent_id: women.id }).returning('id').executeTakeFirstOrThrow();
  const summer = await db.insertInto('tags').values({ name: 'Summer', unique_slug: 'summer', description: 'Sunny' }).returning('id').executeTakeFirstOrThrow();
  const bestseller = await db.insertInto('labels').values({ label: 'Best seller' }).returning('id').executeTakeFirstOrThrow();

  const product = async (values: {
    name: string; slug: string; brand: number; category: number; price: number; sale?: number | null;
    variants: { size: string | null; color: string | null; stock: number }[]; created: string; isNew?: boolean; featured?: boolean;
  }) => {
    const row = await db
      .insertInto('products')
      .values({
        name: values.name,
        unique_slug: values.slug,
        type: values.variants.length > 1 ? 'variable' : 'simple',
        brand_id: values.brand,
        description: '<p>Soft <strong>linen</strong>.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        composition: '100% linen',
        care: 'Machine wash',
        regular_price: values.price,
        sale_price: values.sale ?? null,
        search_facets: 'linen',
        search_brand: values.brand === acme!.id ? 'acme' : 'zeta',
        is_new: values.isNew ?? false,
        is_featured: values.featured ?? false,
        created_at: values.created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('product_categories').values({ product_id: row.id, category_id: values.category, is_primary: true }).execute();
    const variants = await db
      .insertInto('variants')
      .values(values.variants.map((variant, position) => ({
        product_id: row.id,
        sku: `${values.slug}-${position}`,
        size: variant.size,
        color: variant.color,
        stock: variant.stock,
        regular_price: values.price,
        sale_price: values.sale ?? null,
        position,
      })))
      .returning('id')
      .execute();
    await db.insertInto('product_images').values([
      { product_id: row.id, url: `/media/products/dress/black.svg?view=front`, alt_text: `${values.name} front`, blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj', color: 'black', position: 0 },
      { product_id: row.id, url: `/media/products/dress/black.svg?view=back`, alt_text: `${values.name} back`, blurhash: null, color: 'black', position: 1 },
      { product_id: row.id, url: `/media/products/dress/red.svg?view=front`, alt_text: `${values.name} red`, blurhash: null, color: 'red', position: 2 },
    ]).execute();
    return { id: row.id, variantIds: variants.map((variant) => variant.id) };
  };

  const linenDress = await product({
    name: 'Linen Summer Dress', slug: 'linen-summer-dress', brand: acme!.id, category: dresses.id, price: 5000, sale: 4000,
    variants: [{ size: 'S', color: 'black', stock: 5 }, { size: 'M', color: 'black', stock: 0 }, { size: 'M', color: 'red', stock: 3 }],
    created: '2029-12-01T00:00:00Z', isNew: true, featured: true,
  });
  const silkDress = await product({
    name: 'Silk Evening Dress', slug: 'silk-evening-dress', brand: zeta!.id, category: dresses.id, price: 12000,
    variants: [{ size: 'L', color: 'red', stock: 2 }], created: '2029-11-01T00:00:00Z',
  });
  const sneaker = await product({
    name: 'Canvas Sneaker', slug: 'canvas-sneaker', brand: acme!.id, category: shoes.id, price: 3000,
    variants: [{ size: null, color: null, stock: 10 }], created: '2029-10-01T00:00:00Z',
  });
  await db.insertInto('product_tags').values([{ product_id: linenDress.id, tag_id: summer.id }, { product_id: sneaker.id, tag_id: summer.id }]).execute();
  await db.insertInto('product_labels').values({ product_id: linenDress.id, label_id: bestseller.id }).execute();

  await db.insertInto('coupons').values([
    { code: 'TEN', type: 'percentage-discount', amount: 10 },
    { code: 'FIVEOFF', type: 'fixed-cart-discount', amount: 500, min_subtotal: 10000 },
    { code: 'SHIPFREE', type: 'fixed-cart-discount', amount: 0, allow_free_shipping: true },
    { code: 'OLD', type: 'percentage-discount', amount: 50, expires_at: '2020-01-01T00:00:00Z' },
  ]).execute();

  return { women, dresses, shoes, summer, linenDress, silkDress, sneaker };
}

export type Catalogue = Awaited<ReturnType<typeof insertCatalogue>>;

export const STRONG_PASSWORD = 'Secret#2030';

/** Registers a user through the API; answers its token and id. */
export async function registerUser(api: Client, email: string, password = STRONG_PASSWORD) {
  const answer = await api.post('/api/auth/register', { first_name: 'Ada', last_name: 'Lovelace', email, password, accept_terms: true });
  if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { token: answer.body.token as string, id: answer.body.user.id as number };
}

export const LEBANESE_ADDRESS = {
  first_name: 'Ada', last_name: 'Lovelace', phone: '+961 1 234 567', country_code: 'LB', city: 'Beirut', area: 'Hamra', street: 'Hamra Street',
};

/** Creates an address through the API for a user or guest token. */
export async function createAddress(api: Client, token: string, values: Record<string, unknown> = LEBANESE_ADDRESS) {
  const answer = await api.post('/api/account/addresses', values, token);
  if (answer.status !== 201) throw new Error(`address failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as number;
}
