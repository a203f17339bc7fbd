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
  /** The order's COMMIT, which takes its units, is being sent: a stock seen from now on may include them. */
  committing(): void;
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
 * order, and from the database's 409s) and the units its orders in flight asked for and have not
 * taken yet. A buyer is refused when those orders already claim what is left.
 *
 * Why it cannot refuse a unit that is there (the rule the second round broke by counting an order
 * twice): the stock seen is always committed stock, and an order's units are taken by its COMMIT
 * (migration 0034). From the moment its COMMIT is sent, a stock seen may already include its
 * units, so any stock seen then for one of its sizes ends its claim; committed with none seen,
 * its units come off the stock seen. Ended too early (the stock seen was another order's), the
 * figure is too high for a moment, which only admits a buyer the database then refuses. Without live notifications nothing is refused here (a restock would go
 * unseen).
 */
export class UnitsLeft {
  /** Variant id → stock last seen (only sizes of at most FOLLOWED_UNITS). */
  private readonly seen = new Map<number, number>();
  /** Variant id → units asked for by this instance's orders in flight that have not taken them. */
  private readonly claimed = new Map<number, number>();
  /** Claims whose COMMIT is on its way: a stock seen for one of their sizes may include them. */
  private readonly committingClaims = new Set<{ readonly lines: readonly AskedLine[]; settle(): void }>();

  constructor(private readonly live: () => boolean) {}

  /** True when some size is followed: only then are a buyer's lines worth reading before the queue. */
  get following(): boolean {
    return this.seen.size > 0 && this.live();
  }

  /** These sizes' stock, as committed or as an order's statement left it. */
  observe(stocks: ReadonlyMap<number, number>): void {
    for (const [id, stock] of stocks) {
      if (stock <= FOLLOWED_UNITS) this.seen.set(id, stock);
      else this.seen.delete(id);
    }
    for (const claim of this.committingClaims) if (claim.lines.some((line) => stocks.has(line.product_id))) claim.settle();
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
    let state: 'claimed' | 'committing' | 'ended' = 'claimed';
    const release = () => {
      if (state === 'ended') return;
      if (state === 'committing') this.committingClaims.delete(entry);
      state = 'ended';
      add(-1);
    };
    const entry = { lines, settle: release };
    return {
      contended,
      committing: () => {
        if (state !== 'claimed') return;
        state = 'committing';
        this.committingClaims.add(entry);
      },
      end: (committed) => {
        // Committed and no stock seen since its COMMIT was sent: the stock seen is from before it,
        // so its units come off here rather than count as there until its notification arrives.
        if (committed && state === 'committing') {
          for (const line of lines) {
            const stock = this.seen.get(line.product_id);
            if (stock !== undefined) this.seen.set(line.product_id, Math.max(0, stock - line.quantity));
          }
        }
        release();
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
