import type { Kysely } from 'kysely';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/types.js';
import type { CatalogueContext } from './features/catalogue/catalogue-context.js';
import type { RecentCartProducts } from './features/cart/cart-lines.js';
import type { Authentication } from './http/authentication.js';
import type { MailOutbox } from './mail/outbox.js';
import type { UnitsLeft } from './features/orders/units-left.js';
import type { CaptchaVerifier } from './security/captcha.js';

/** What every feature's routes may use; built once in app.ts. */
export interface AppContext {
  db: Kysely<Database>;
  /** The order queue's own pool (one connection per place), so placing never waits behind reads. */
  orderDb: Kysely<Database>;
  /** The admission read of an order for a followed size (few units left, units-left.ts): a pool of its own, its statement planned once per connection. */
  admissionDb: Kysely<Database>;
  config: Config;
  /** The only way mail is sent: written in the transaction of its cause. */
  outbox: MailOutbox;
  clock: Clock;
  captcha: CaptchaVerifier;
  auth: Authentication;
  /** The catalogue's search and listings (in memory up to a size) and its answer caches. */
  catalogue: CatalogueContext;
  /** Cancels unpaid card orders left too long and frees their stock; lazily, at most every few seconds. */
  sweepUnpaidOrders: () => Promise<void>;
  /** Variant snapshots guest quotes read (kept fresh by the stock notifications when listened to). */
  quotedProducts: RecentCartProducts;
  /** The units left of the sizes orders contend for: a buyer they cannot serve is answered 409 before the order queue. */
  unitsLeft: UnitsLeft;
}
