import { sql } from 'kysely';

/**
 * The image a variant shows (cart lines, restock mails, a shopper's alerts): the first image of
 * its colour, else the product's first. For a query that names the variants table `v`.
 */
export const variantImageUrl = sql<string | null>`(
  SELECT i.url FROM product_images i WHERE i.product_id = v.product_id
  ORDER BY i.color IS NOT DISTINCT FROM v.color DESC, i.position, i.id LIMIT 1)`;
