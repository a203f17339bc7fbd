import { OUT_OF_STOCK_LABEL } from './texts';

/** Stock at or below which the product page says "Only N left". */
export const LOW_STOCK_THRESHOLD = 3;

/** Stock message when plenty is left. */
export const IN_STOCK_MESSAGE = 'In stock';

/** Accessible suffix of a size that cannot be bought. */
export const SOLD_OUT_LABEL = 'Sold out';

/** "Only N left" for a low stock. */
export const onlyLeftMessage = (stock: number): string => `Only ${stock} left`;

/** How much of a piece is left: none, a few (at most the threshold), or plenty. */
export type StockLevel = 'out' | 'low' | 'in';

/** What the product page says about stock: its level, for the look, and its exact text (spec §2). */
export interface StockNotice {
  readonly level: StockLevel;
  readonly message: string;
}

/** The stock level of a quantity left: 0 or less is out, up to the threshold is low. */
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in';
}

/** The level and text for a quantity left: "Out of stock", "Only N left" or "In stock". */
export function stockNotice(stock: number): StockNotice {
  const level = stockLevel(stock);
  const message = level === 'out' ? OUT_OF_STOCK_LABEL : level === 'low' ? onlyLeftMessage(stock) : IN_STOCK_MESSAGE;
  return { level, message };
}
