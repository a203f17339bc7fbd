import pg from 'pg';

/**
 * What a listener reports: these variants' stock changed, or anything may have (`null`:
 * reconnected, or too many to name); with `stocks`, each one's stock as committed (migration 0033).
 */
export type StockChange = (variantIds: readonly number[] | null, stocks?: ReadonlyMap<number, number>) => void;

/** A `variant_stock` payload: `id:stock` pairs (migration 0033) or bare ids (0010), or '*'. */
export function parseStockPayload(payload: string): { ids: number[] | null; stocks: Map<number, number> } {
  const stocks = new Map<number, number>();
  if (payload === '*') return { ids: null, stocks };
  const ids = payload.split(',').map((entry) => {
    const [id, stock] = entry.split(':').map(Number) as [number, number | undefined];
    if (stock !== undefined) stocks.set(id, stock);
    return id;
  });
  return { ids, stocks };
}

/** These products' reviews changed (migration 0030), or too many to name (`null`). */
export type ReviewsChange = (productIds: readonly number[] | null) => void;

/** These tokens were revoked, changed or deleted (migration 0035), or too many to name (`null`). */
export type TokensChange = (tokenIds: readonly number[] | null) => void;

/** What else a listener hears, beside stock. */
export interface OtherChanges {
  onReviews?: ReviewsChange;
  onTokens?: TokensChange;
}

const idsOf = (payload: string) => (payload === '*' ? null : payload.split(',').map(Number));

export interface StockListener {
  /** True while LISTEN is in place: a change now reaches `onChange` (shortly after its commit). */
  readonly live: boolean;
  close(): void;
}

const RECONNECT_MS = 1000;

/**
 * Listens to the stock notifications of migration 0010 (and, given `onReviews`, the review
 * notifications of migration 0030; given `onTokens`, the token notifications of 0035) on a
 * connection of its own, and reconnects after losing it. While it is not live, nothing may rely
 * on it: callers read stock (and tokens). Losing it reports `null` to `onChange` and `onTokens`;
 * `onChange`'s callers drop every answer, reviews' included.
 */
export function listenToStockChanges(connectionString: string, onChange: StockChange, warn: (message: string) => void, other: OtherChanges = {}): StockListener {
  const { onReviews, onTokens } = other;
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const lost = (reason: string) => {
    if (client === null) return;
    const dropped = client;
    client = null;
    live = false;
    onChange(null);
    onTokens?.(null);
    dropped.removeAllListeners();
    dropped.on('error', () => undefined);
    void dropped.end().catch(() => undefined);
    if (closed) return;
    warn(`[db] stock notifications lost (${reason}); quotes read stock until they are back`);
    retry = setTimeout(connect, RECONNECT_MS);
    retry.unref();
  };

  const connect = () => {
    if (closed) return;
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    next.on('notification', (message) => {
      const payload = message.payload ?? '*';
      if (message.channel === 'product_reviews') onReviews?.(idsOf(payload));
      else if (message.channel === 'token_changed') onTokens?.(idsOf(payload));
      else {
        const { ids, stocks } = parseStockPayload(payload);
        onChange(ids, stocks);
      }
    });
    next
      .connect()
      .then(() => next.query('LISTEN variant_stock'))
      .then(() => (onReviews === undefined ? undefined : next.query('LISTEN product_reviews')))
      .then(() => (onTokens === undefined ? undefined : next.query('LISTEN token_changed')))
      .then(() => {
        // Whatever changed while it was away is unknown: start from nothing.
        onChange(null);
        onTokens?.(null);
        if (client === next) live = true;
      })
      .catch((error: Error) => {
        if (client === next) lost(error.message);
      });
  };

  connect();
  return {
    get live() {
      return live;
    },
    close() {
      closed = true;
      if (retry !== null) clearTimeout(retry);
      lost('closed');
    },
  };
}
