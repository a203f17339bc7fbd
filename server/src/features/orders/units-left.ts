import type { StockShortage } from './order-lines.js';

/** A line as asked for, before anything is read: the variant and how many. */
export interface AskedLine {
  product_id: number;
  quantity: number;
}

/** An order's hold on the units it asked for, from its admission until it took them or ended. */
export interface UnitsClaim {
  /**
   * Other orders in flight claim units of one of its sizes, which has few left (a drop): the order
   * waits its turn in the queue rather than be refused as very busy and lose its units to the next
   * buyer. Such orders are bounded by the units they contend for.
   */
  readonly contended: boolean;
  /** The order's stock statement took every line: their stock after it (before the commit). */
  reserved(stocks: ReadonlyMap<number, number>): void;
  /** The order ended: `committed` when its transaction did. Releases what it still holds. */
  end(committed: boolean): void;
}

/**
 * Sizes with more units than this are not followed: an instance's queue never holds orders for so
 * many, so none of their buyers would be refused here.
 */
export const FOLLOWED_UNITS = 1000;

/**
 * Issue 30, a drop: what this instance knows of a size's units, so a buyer the shelf cannot serve
 * is answered 409 at once, before the order queue, instead of waiting behind the orders that take
 * the last units to find it empty.
 *
 * For each size it keeps the stock last seen (from the stock notifications, `id:stock` in commit
 * order, and from its own orders' stock statements) and the units its orders in flight asked for
 * and have not taken yet. A buyer is refused when those orders already claim what is left.
 *
 * Why it cannot refuse a unit that is there (the rule the second round broke by counting an
 * order twice): an order's claim ends in the same step that its stock statement's `RETURNING`
 * becomes the stock seen, before its COMMIT, so no stock seen, by notification or statement,
 * already includes an order still claimed. A stock seen may be too high (another instance's
 * orders, a notification older than a statement), which only admits a buyer the database then
 * refuses. It is too low only when an order's transaction rolls back after its stock statement:
 * that size is forgotten until the next notification. Without live notifications nothing is
 * refused here (a restock would go unseen).
 */
export class UnitsLeft {
  /** Variant id → stock last seen (only sizes of at most FOLLOWED_UNITS). */
  private readonly seen = new Map<number, number>();
  /** Variant id → units asked for by this instance's orders in flight that have not taken them. */
  private readonly claimed = new Map<number, number>();

  constructor(private readonly live: () => boolean) {}

  /** True when some size is followed: only then are a buyer's lines worth reading before the queue. */
  get following(): boolean {
    return this.seen.size > 0 && this.live();
  }

  /**
   * True while the orders in flight claim every unit left of some size (a drop selling out): only
   * then do buyers pass the order queue's door, so that those the shelf cannot serve hear 409
   * rather than 503. Iterates the sizes of the orders in flight alone.
   */
  get contested(): boolean {
    if (!this.live()) return false;
    for (const [id, units] of this.claimed) {
      const stock = this.seen.get(id);
      if (stock !== undefined && units >= stock) return true;
    }
    return false;
  }

  /** These sizes' stock, as committed or as an order's statement left it. */
  observe(stocks: ReadonlyMap<number, number>): void {
    for (const [id, stock] of stocks) {
      if (stock <= FOLLOWED_UNITS) this.seen.set(id, stock);
      else this.seen.delete(id);
    }
  }

  /** These variants' stock changed in a way not told (`null`: any may have): unknown until seen again. */
  forget(variantIds: readonly number[] | null): void {
    if (variantIds === null) this.seen.clear();
    else for (const id of variantIds) this.seen.delete(id);
  }

  /** A stock notification: these variants changed, to these stocks where told (`null`: anything may have). */
  changed(variantIds: readonly number[] | null, stocks?: ReadonlyMap<number, number>): void {
    if (variantIds === null) return this.forget(null);
    this.forget(variantIds.filter((id) => !stocks?.has(id)));
    if (stocks !== undefined) this.observe(stocks);
  }

  /** The lines short of what is left after the orders in flight; empty when the order may go ahead. */
  shortages(lines: readonly AskedLine[]): StockShortage[] {
    if (!this.live()) return [];
    return lines.flatMap((line) => {
      const stock = this.seen.get(line.product_id);
      if (stock === undefined) return [];
      const left = stock - (this.claimed.get(line.product_id) ?? 0);
      return line.quantity <= left ? [] : [{ product_id: line.product_id, requested: line.quantity, available: Math.max(0, left) }];
    });
  }

  /** Claims the lines' units for an order going ahead (checked by `shortages` in the same step). */
  claim(lines: readonly AskedLine[]): UnitsClaim {
    const contended = lines.some((line) => this.seen.has(line.product_id) && this.claimed.has(line.product_id));
    const add = (sign: 1 | -1) => {
      for (const line of lines) {
        const units = (this.claimed.get(line.product_id) ?? 0) + sign * line.quantity;
        if (units > 0) this.claimed.set(line.product_id, units);
        else this.claimed.delete(line.product_id);
      }
    };
    add(1);
    let state: 'claimed' | 'reserved' | 'ended' = 'claimed';
    return {
      contended,
      reserved: (stocks) => {
        if (state !== 'claimed') return;
        state = 'reserved';
        add(-1);
        this.observe(stocks);
      },
      end: (committed) => {
        if (state === 'claimed') add(-1);
        // Rolled back after its statement: the stock it left was never committed.
        else if (state === 'reserved' && !committed) this.forget(lines.map((line) => line.product_id));
        state = 'ended';
      },
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What this instance knows of the sizes orders contend for (tests wait for it to see a stock). */
    unitsLeft: UnitsLeft;
  }
}
