import { OUT_OF_STOCK_LABEL } from './texts';

/** Stock at or below which the product page says "Only N left". */
export const LOW_STOCK_THRESHOLD = 3;

/** Stock message when plenty is left. */
export const IN_STOCK_MESSAGE = 'In stock';

/** Accessible suffix of a size that cannot be bought. */
export const SOLD_OUT_LABEL = 'Sold out';

/** "Only N left" for a low stock. */
export const onlyLeftMessage = (stock: number): string => `Only ${stock} left`;

/** What the product page says about the stock of the chosen variant. */
export function stockLevelMessage(stock: number): string {
  if (stock <= 0) return OUT_OF_STOCK_LABEL;
  return stock <= LOW_STOCK_THRESHOLD ? onlyLeftMessage(stock) : IN_STOCK_MESSAGE;
}
