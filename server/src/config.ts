import type { QueryLimits } from './db/connection.js';
import { EnvValues, isAddressOrBlock } from './env-values.js';
import { type OperationsConfig, operationsConfigFrom } from './operations/operations-config.js';
import { passwordHashCostFrom } from './security/passwords.js';

/** How many requests a client may make to a rate-limited call per window. */
export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/** Everything the server reads from its environment. */
export interface Config {
  /** Logs, metrics, traces and draining (README: Running in production). */
  operations: OperationsConfig;
  port: number;
  nodeEnv: 'development' | 'production' | 'test';
  /** `API_ONLY=1` (`npm run dev`): the API alone, the SPA served by Vite's dev server. */
  apiOnly: boolean;
  /** An existing PostgreSQL; when absent the server starts its embedded one in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** scrypt's N for new password hashes (`PASSWORD_HASH_COST`); OWASP's 2^17 unless set. */
  passwordHashCost: number;
  /** Connections each instance keeps to PostgreSQL (a query holds one until Node has read its answer). */
  databasePoolSize: number;
  /** Time limits of every query and pool checkout while serving (`DATABASE_CONNECT_TIMEOUT_MS`, `DATABASE_QUERY_TIMEOUT_MS`). */
  databaseLimits: QueryLimits;
  seedProducts: number;
  recaptchaSecret: string | undefined;
  /** e.g. smtp://user:pass@host:587; when absent mail is kept in the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The first retry's delay after a failed delivery (`MAIL_RETRY_BASE_MS`); each next one doubles, up to an hour. */
  mailRetryBaseMs: number;
  /**
   * The payment gateway's hosted-checkout script (`PAYMENT_CHECKOUT_SCRIPT_URL`): the sandbox's
   * same-origin path by default; a gateway's absolute URL adds its origin, and only it, to the CSP.
   */
  checkoutScriptUrl: string;
  /** Serve the OpenAPI document and its page at `/api/docs`: on in development, off in production unless `API_DOCS=1`. */
  apiDocs: boolean;
  /** Comma-separated origins allowed by CORS; CORS is off when absent. */
  corsOrigin: string | undefined;
  /**
   * `DEV_OUTBOX=1`: serve the outbox's mail at `GET /api/dev/outbox` (journeys read reset pins
   * there). Refused with NODE_ENV=production.
   */
  devOutbox: boolean;
  /**
   * Which proxies' `X-Forwarded-For` to believe for the client's address (rate limits key on
   * it): none (false), the nearest N hops, or these addresses/CIDRs. Never every proxy: any
   * client could then claim any address.
   */
  trustProxy: false | number | string[];
  /** Rate-limit counters shared through this Redis (several API instances); in memory when absent. */
  redisUrl: string | undefined;
  /**
   * The store's public origin (`https://shop.example`) for absolute URLs in the sitemap and
   * robots.txt; when absent, the origin each request was made to.
   */
  publicOrigin: string | undefined;
  /** Orders placed at once by this instance (each holds a pooled connection through its transaction); others wait their turn. */
  orderConcurrency: number;
  /** Orders waiting for a place (`ORDER_QUEUE_LIMIT`); one more is refused at once with 503 and `Retry-After`. */
  orderQueueLimit: number;
  /** Longest an order may wait for a place, expected on arrival or in fact (`ORDER_QUEUE_WAIT_MS`); past it, 503 with `Retry-After`. */
  orderQueueWaitMs: number;
  /** How long a card order may wait for its payment (`PENDING_PAYMENT_MINUTES`) before it is cancelled and its stock released. */
  pendingPaymentTtlMs: number;
  /**
   * Goods (after coupons, in cents) from which delivery is free (`FREE_DELIVERY_FROM`, in dollars);
   * null, the default, leaves spec §9's manual flag and free-shipping coupons as the only ways.
   */
  freeDeliveryFrom: number | null;
  /** How long public catalogue answers (search, listings, product pages, content) are reused; 0 = never. */
  catalogueCacheTtlMs: number;
  /**
   * Up to this many products the catalogue's search and listings answer from memory
   * (`CATALOGUE_IN_MEMORY_MAX_PRODUCTS`); past it, from PostgreSQL (README: the catalogue in memory).
   */
  catalogueInMemoryMaxProducts: number;
  rateLimits: {
    login: RateLimit;
    /** Failed sign-ins per account (e-mail), whatever the address they come from. */
    loginAccount: RateLimit;
    register: RateLimit;
    forgotPassword: RateLimit;
    resetPassword: RateLimit;
    newsletter: RateLimit;
    contact: RateLimit;
    /** Reviews written, edited and reported; the default when a configuration built by hand leaves it out. */
    review?: RateLimit;
    /** "Notify me when it's back" requests per client address. */
    backInStock: RateLimit;
  };
}

const MINUTE = 60_000;
/**
 * Default orders waiting per place of ORDER_CONCURRENCY (200 at the default 4): orders of 10-40 ms
 * drain such a queue within the default wait; ORDER_QUEUE_WAIT_MS refuses sooner when they are slower.
 */
const ORDER_QUEUE_PER_PLACE = 50;

/** The sandbox gateway's script (server/src/features/payments/sandbox-gateway.ts). */
export const SANDBOX_CHECKOUT_SCRIPT = '/sandbox-gateway/checkout.js';

function smtpUrlFrom(values: EnvValues): string | undefined {
  const url = values.url('SMTP_URL', ['smtp:', 'smtps:'], 'smtp://user:pass@mail.example:587');
  const host = values.text('SMTP_HOST');
  const port = values.integer('SMTP_PORT', 587, { min: 1, max: 65_535 });
  const user = values.text('SMTP_USER');
  const password = values.secret('SMTP_PASS');
  if (values.text('SMTP_URL') !== undefined || host === undefined) return url;
  const credentials = user ? `${encodeURIComponent(user)}:${encodeURIComponent(password ?? '')}@` : '';
  return `smtp://${credentials}${host}:${port}`;
}

/** `TRUST_PROXY`: unset or 0 → none; a hop count; or a comma-separated list of addresses and CIDRs. */
export function trustProxyFrom(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new Error('TRUST_PROXY=true would believe any client\'s X-Forwarded-For: give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8).');
  }
  const entries = text.split(',').map((part) => part.trim()).filter((part) => part !== '');
  const wrong = entries.filter((entry) => !isAddressOrBlock(entry));
  if (wrong.length > 0) {
    throw new Error(`TRUST_PROXY must be a number of proxies (1) or their addresses and CIDR blocks (10.0.0.0/8,192.168.1.5); not an address: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}.`);
  }
  return entries;
}

/** `PAYMENT_CHECKOUT_SCRIPT_URL`: a same-origin path or an https URL (http only for localhost). */
export function checkoutScriptUrlFrom(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return SANDBOX_CHECKOUT_SCRIPT;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (url === null || !(url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === 'localhost'))) {
    throw new Error(`PAYMENT_CHECKOUT_SCRIPT_URL must be a path or an https URL, not ${JSON.stringify(text)}.`);
  }
  return url.href;
}

/** `FREE_DELIVERY_FROM`: unset, or an amount of dollars (`100`, `74.50`) as whole cents, read without floats. */
export function freeDeliveryFromText(value: string | undefined): number | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  const cents = match === null ? 0 : Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents <= 0) throw new Error(`FREE_DELIVERY_FROM must be an amount of dollars above 0 like 100 or 74.50 (or unset for no free delivery), not ${JSON.stringify(text)}.`);
  return cents;
}

/**
 * What production refuses: the development outbox route, mail that would never leave the
 * database unless that is asked for (`MAIL_TRANSPORT=outbox`), and links in mail with no origin.
 */
function refuseDevelopmentSettings(values: EnvValues, settings: { devOutbox: boolean; smtpUrl: string | undefined; mailTransport: string | undefined; publicOrigin: string | undefined }) {
  if (settings.devOutbox) values.refuse('DEV_OUTBOX=1 hands reset pins to anyone: it is refused when NODE_ENV=production.', undefined);
  if (settings.smtpUrl === undefined && settings.mailTransport !== 'outbox') {
    values.refuse('NODE_ENV=production needs a mail transport: set SMTP_URL (or SMTP_HOST), or MAIL_TRANSPORT=outbox to keep mail in the mail_outbox table for another sender.', undefined);
  }
  if (settings.publicOrigin === undefined) {
    values.refuse('NODE_ENV=production needs PUBLIC_ORIGIN (https://shop.example): links in e-mails and canonical URLs are absolute on it.', undefined);
  }
}

/**
 * Reads the configuration from environment variables (README: Configuration): the one place the
 * server reads its environment. A value that does not parse stops the start with a message naming
 * its variable (every such value at once, in a ConfigError), never a silent fall back to the default.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const values = new EnvValues(env);
  const positive = { min: 1 };
  const limit = (name: string, max: number, timeWindowMs: number): RateLimit => ({
    max: values.integer(`RATE_LIMIT_${name}_MAX`, max, positive),
    timeWindowMs: values.integer(`RATE_LIMIT_${name}_WINDOW_MS`, timeWindowMs, positive),
  });
  const nodeEnv = values.choice('NODE_ENV', ['development', 'production', 'test'], 'development');
  const production = nodeEnv === 'production';
  const devOutbox = values.flag('DEV_OUTBOX', false);
  const smtpUrl = smtpUrlFrom(values);
  const mailTransport = values.choice('MAIL_TRANSPORT', ['outbox'], undefined);
  const publicOrigin = values.origin('PUBLIC_ORIGIN');
  const orderConcurrency = values.integer('ORDER_CONCURRENCY', 4, positive);
  const config: Config = {
    operations: operationsConfigFrom(values, production),
    port: values.integer('PORT', 3000, { min: 1, max: 65_535 }),
    nodeEnv,
    apiOnly: values.flag('API_ONLY', false),
    databaseUrl: values.url('DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db'),
    dataDir: values.text('DATA_DIR') ?? '.data',
    databasePoolSize: values.integer('DATABASE_POOL_SIZE', 20, { min: 2 }),
    passwordHashCost: values.parsed('PASSWORD_HASH_COST', passwordHashCostFrom, 0),
    databaseLimits: {
      connectTimeoutMs: values.integer('DATABASE_CONNECT_TIMEOUT_MS', 2000, { min: 100 }),
      queryTimeoutMs: values.integer('DATABASE_QUERY_TIMEOUT_MS', 3000, { min: 100 }),
    },
    seedProducts: values.integer('SEED_PRODUCTS', 1000, { min: 0 }),
    recaptchaSecret: values.secret('RECAPTCHA_SECRET'),
    smtpUrl,
    mailFrom: values.text('MAIL_FROM') ?? 'Storefront <no-reply@storefront.local>',
    mailRetryBaseMs: values.integer('MAIL_RETRY_BASE_MS', 15_000, { min: 100 }),
    corsOrigin: values.origins('CORS_ORIGIN'),
    apiDocs: values.flag('API_DOCS', !production),
    checkoutScriptUrl: values.parsed('PAYMENT_CHECKOUT_SCRIPT_URL', checkoutScriptUrlFrom, SANDBOX_CHECKOUT_SCRIPT),
    trustProxy: values.parsed('TRUST_PROXY', trustProxyFrom, false),
    redisUrl: values.url('REDIS_URL', ['redis:', 'rediss:'], 'redis://host:6379'),
    devOutbox,
    publicOrigin,
    orderConcurrency,
    orderQueueLimit: values.integer('ORDER_QUEUE_LIMIT', orderConcurrency * ORDER_QUEUE_PER_PLACE, { min: 0 }),
    orderQueueWaitMs: values.integer('ORDER_QUEUE_WAIT_MS', 2000, positive),
    pendingPaymentTtlMs: values.integer('PENDING_PAYMENT_MINUTES', 30, positive) * 60_000,
    freeDeliveryFrom: values.parsed('FREE_DELIVERY_FROM', freeDeliveryFromText, null),
    catalogueCacheTtlMs: values.integer('CATALOGUE_CACHE_TTL_MS', 30_000, { min: 0 }),
    catalogueInMemoryMaxProducts: values.integer('CATALOGUE_IN_MEMORY_MAX_PRODUCTS', 300_000, { min: 0 }),
    rateLimits: {
      login: limit('LOGIN', 10, MINUTE),
      loginAccount: limit('LOGIN_ACCOUNT', 10, 15 * MINUTE),
      register: limit('REGISTER', 10, 15 * MINUTE),
      forgotPassword: limit('FORGOT_PASSWORD', 5, 15 * MINUTE),
      resetPassword: limit('RESET_PASSWORD', 10, 15 * MINUTE),
      newsletter: limit('NEWSLETTER', 5, MINUTE),
      contact: limit('CONTACT', 5, MINUTE),
      review: limit('REVIEW', 10, 15 * MINUTE),
      backInStock: limit('BACK_IN_STOCK', 10, MINUTE),
    },
  };
  if (production) refuseDevelopmentSettings(values, { devOutbox, smtpUrl, mailTransport, publicOrigin });
  values.finish();
  return config;
}
