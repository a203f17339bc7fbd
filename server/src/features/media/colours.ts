import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** The '#rrggbb' of a colour slug, or undefined for an unknown colour. */
export async function colourHex(db: Kysely<Database>, slug: string): Promise<string | undefined> {
  const color = await db.selectFrom('colors').select('hex').where('slug', '=', slug).executeTakeFirst();
  return color?.hex;
}
