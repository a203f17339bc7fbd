import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from './app-context.js';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/types.js';
import { accountRoutes } from './features/account/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { cartRoutes } from './features/cart/routes.js';
import { createCatalogueContext } from './features/catalogue/catalogue-context.js';
import { catalogueRoutes } from './features/catalogue/routes.js';
import { contentRoutes } from './features/content/routes.js';
import { devOutboxRoutes } from './features/dev-outbox/routes.js';
import { mediaRoutes } from './features/media/routes.js';
import { messageRoutes } from './features/messages/routes.js';
import { ADMISSION_CONNECTIONS } from './features/orders/order-admission.js';
import { orderRoutes } from './features/orders/routes.js';
import { paymentRoutes } from './features/payments/routes.js';
import { sandboxGateway } from './features/payments/sandbox-gateway.js';
import { shippingRoutes } from './features/shipping/routes.js';
import { wishlistRoutes } from './features/wishlist/routes.js';
import { fitRoutes } from './features/fit/routes.js';
import { reviewRoutes } from './features/reviews/routes.js';
import { DEFAULT_RESTOCK_MAILER, RestockMailer, type RestockMailerOptions } from './features/back-in-stock/restock-mailer.js';
import { DEFAULT_PRICE_DROP_DIGEST, PriceDropDigestMailer, type PriceDropDigestOptions } from './features/price-drops/digest-mailer.js';
import { priceDropRoutes } from './features/price-drops/routes.js';
import { backInStockRoutes } from './features/back-in-stock/routes.js';
import { recentlyViewedRoutes } from './features/recently-viewed/routes.js';
import { unsubscribeTokens } from './features/back-in-stock/unsubscribe-token.js';
import { useApiSecurityHeaders } from './http/api-headers.js';
import { createAuthentication } from './http/authentication.js';
import { LiveTokens } from './http/live-tokens.js';
import { contentSecurityPolicyFor } from './http/content-security-policy.js';
import { refuseControlCharacters } from './http/control-characters.js';
import { answerClientError } from './http/client-errors.js';
import { registerFormats } from './http/formats.js';
import { handleError, handleFrameworkError } from './http/errors.js';
import { rateLimitedError } from './http/rate-limit.js';
import { rateLimitStoreOptions } from './http/rate-limit-store.js';
import { createPageRenderer, type PageRenderer } from './http/page-render.js';
import { notFoundHandler, registerSpa } from './http/spa.js';
import { validatorCompiler } from './http/validator-compiler.js';
import { seoRoutes } from './features/seo/routes.js';
import { recentCartProducts } from './features/cart/cart-lines.js';
import { staleOrderSweep } from './features/orders/unpaid-orders.js';
import { UnitsLeft } from './features/orders/units-left.js';
import { listenToStockChanges } from './db/stock-listener.js';
import { createDb } from './db/connection.js';
import { DEFAULT_DELIVERY, type DeliveryOptions, MailDelivery, type MailTransport, smtpTransport } from './mail/delivery.js';
import { createMailOutbox } from './mail/outbox.js';
import { type CaptchaVerifier, createCaptchaVerifier } from './security/captcha.js';
import { usePasswordHashCost } from './security/passwords.js';
import { requestIdOptions, sendRequestIds } from './operations/logging.js';
import { useOperations } from './operations/operations.js';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppDependencies {
  db: Kysely<Database>;
  config: Config;
  /** Where the delivery worker sends the outbox's mail: SMTP when configured; none keeps mail in the table. */
  mailTransport?: MailTransport;
  /** The delivery worker's pace (tests make it quick). */
  mailDelivery?: Partial<Pick<DeliveryOptions, 'pollMs' | 'batch' | 'leaseMs' | 'retryBaseMs' | 'retryMaxMs' | 'giveUpAfterMs'>>;
  /** The back-in-stock worker's pace (tests make it quick, or 0 to run its rounds themselves). */
  restockMailer?: Partial<Pick<RestockMailerOptions, 'pollMs' | 'keepEndedMs'>>;
  /** The price-drop digest's pace (tests run its rounds themselves with pollMs 0). */
  priceDropDigest?: Partial<Pick<PriceDropDigestOptions, 'pollMs'>>;
  clock?: Clock;
  /** Defaults to Google with RECAPTCHA_SECRET, else the development token. */
  captcha?: CaptchaVerifier;
  logger?: FastifyServerOptions['logger'];
  /** The database's connection string: with it, stock notifications keep guest quotes' snapshots fresh. */
  databaseUrl?: string;
  /** The built SPA to serve (with history fallback); API only when absent. */
  spaDir?: string;
  /** The repository root whose `npm run build` made the server render's entry: pages are then rendered on the server. */
  serverRenderRoot?: string;
  /** The SPA's build-time redirect table (src/redirects.json), answered as 301s too. */
  redirects?: Readonly<Record<string, string>>;
  /** Static media files served at /media/static/. */
  mediaDir?: string;
  /** Imported photographs by content hash (the image pipeline's output), served at /media/photos/. */
  photosDir?: string;
  /** The demo's drawings through the image pipeline, made on first request and kept across runs (served at /media/photos/ too). */
  drawingsDir?: string;
}

/**
 * Fastify's trustProxy from ours. Fastify 5 ignores a bare hop count (it cannot tell a proxy
 * from a client), so a count becomes "the nearest N hops are ours": right only when nothing
 * reaches the API except through those proxies (README).
 */
function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

// The schemas' string formats: Ajv's, with the e-mail rule of src/domain.
registerFormats();

/** Builds the Storefront API (and, given `spaDir`, the SPA host) without listening. */
export async function buildApp(dependencies: AppDependencies) {
  const { db, config } = dependencies;
  const app = Fastify({
    logger: dependencies.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Only the configured proxies' X-Forwarded-For names the client (rate limits key on it).
    trustProxy: trustProxyOption(config.trustProxy),
    // Router refusals (bad percent-encoding, a parameter over 100 characters) in our error shape.
    frameworkErrors: handleFrameworkError as FastifyServerOptions['frameworkErrors'],
    // And the HTTP parser's own refusals (431 for headers or an address over 16 KiB, 400, 408).
    clientErrorHandler: answerClientError,
    // An incoming X-Request-Id is kept when sane; each log line of a request carries it.
    ...requestIdOptions,
    // While closing (SIGTERM), a request that arrives on a connection already open is served, and
    // its answer closes the connection (operations.ts), rather than refused with a 503 a proxy
    // would count against this instance: new connections are refused meanwhile, so the proxy
    // moves on to another instance.
    return503OnClosing: false,
  });
  sendRequestIds(app);

  // TypeBox's validator: bodies are never coerced nor stripped (unknown fields are errors);
  // querystrings and params are converted from text to the declared types.
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(handleError);
  let pageRenderer: PageRenderer | undefined;
  app.setNotFoundHandler(notFoundHandler(dependencies.spaDir !== undefined, () => pageRenderer));
  app.decorateRequest('principal', null);
  // Fastify's JSON parser (with its prototype-poisoning guard), except that an empty body is no
  // body: clients post `/api/faqs` and sign-out with a JSON content type and nothing in it.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );
  // JSON only (docs/api.md): a text/plain body is a 415, not a string the schemas then refuse.
  app.removeContentTypeParser('text/plain');
  refuseControlCharacters(app);

  await app.register(fastifyHelmet, { contentSecurityPolicy: contentSecurityPolicyFor(config.checkoutScriptUrl), crossOriginEmbedderPolicy: false });
  useApiSecurityHeaders(app);
  await app.register(fastifyCompress, { threshold: 1024 });
  if (config.corsOrigin !== undefined) {
    await app.register(fastifyCors, { origin: config.corsOrigin.split(',').map((origin) => origin.trim()) });
  }
  const rateLimitStore = rateLimitStoreOptions(app, config.redisUrl);
  await app.register(fastifyRateLimit, { global: false, errorResponseBuilder: rateLimitedError, ...rateLimitStore });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Storefront API', version: '1.0.0', description: 'The contract of docs/api.md. Money is integer cents (USD).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  // The document is built either way (tests and tools read `app.swagger()`); it is served only when asked.
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  const clock = dependencies.clock ?? systemClock;
  usePasswordHashCost(config.passwordHashCost);
  const mailTransport = dependencies.mailTransport ?? (config.smtpUrl === undefined ? undefined : smtpTransport(config.smtpUrl));
  let delivery: MailDelivery | undefined;
  if (mailTransport !== undefined) {
    // Every instance delivers; they share the outbox without sending one mail twice.
    const pace = { ...DEFAULT_DELIVERY, retryBaseMs: config.mailRetryBaseMs, ...dependencies.mailDelivery };
    const worker = new MailDelivery(db, mailTransport, { ...pace, from: config.mailFrom, clock, log: app.log });
    delivery = worker;
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }
  // The order queue's work has a pool of its own, one connection per place: however many reads a
  // burst of shoppers (or of buyers refused at once) asks for, a placed order never waits behind
  // them for a connection. Without the database's address (some tests), the one pool serves both.
  // Its prepared statements (an order's reads and its write) are planned once per connection.
  const orderDb = dependencies.databaseUrl === undefined ? db : createDb(dependencies.databaseUrl, config.orderConcurrency, config.databaseLimits, { genericPlans: true });
  if (orderDb !== db) app.addHook('onClose', async () => orderDb.destroy());
  // An order for a size with few units left (a drop's, most of all) is judged by one statement
  // (order-admission.ts) that PostgreSQL took longer to plan than to run: on a pool of its own it
  // is planned once per connection, without every read of the store's pool planned without its values.
  const admissionDb = dependencies.databaseUrl === undefined ? db : createDb(dependencies.databaseUrl, ADMISSION_CONNECTIONS, config.databaseLimits, { genericPlans: true });
  if (admissionDb !== db) app.addHook('onClose', async () => admissionDb.destroy());
  // The live tokens read, kept while the token notifications are heard (with the stock's).
  const liveTokens = new LiveTokens(() => stockListener?.live ?? false);
  const context: AppContext = {
    db,
    orderDb,
    admissionDb,
    config,
    clock,
    outbox: createMailOutbox({ clock, deliver: mailTransport !== undefined, from: config.mailFrom, log: app.log }),
    captcha: dependencies.captcha ?? createCaptchaVerifier({ secret: config.recaptchaSecret, nodeEnv: config.nodeEnv }),
    auth: createAuthentication(db, clock, liveTokens),
    catalogue: createCatalogueContext(db, config),
    quotedProducts: recentCartProducts(db, config.catalogueCacheTtlMs, () => stockListener?.live ?? false),
    sweepUnpaidOrders: staleOrderSweep(db, clock, config.pendingPaymentTtlMs),
    unitsLeft: new UnitsLeft(() => stockListener?.live ?? false),
  };
  app.decorate('unitsLeft', context.unitsLeft);
  // Every instance serves restocks the database recorded; they share them without writing a mail twice.
  const tokens = unsubscribeTokens(db);
  const restockPace = { ...DEFAULT_RESTOCK_MAILER, ...dependencies.restockMailer };
  const restockMailer = new RestockMailer(db, context.outbox, tokens, { ...restockPace, clock, log: app.log });
  app.decorate('restockMailer', restockMailer);
  if (restockPace.pollMs > 0) {
    app.addHook('onReady', async () => restockMailer.start());
    app.addHook('onClose', async () => restockMailer.stop());
  }
  // Every instance looks for shoppers due a digest; each is claimed by one (SKIP LOCKED).
  const digestTokens = unsubscribeTokens(db, 'price-drop-digest-unsubscribe');
  const digestPace = { ...DEFAULT_PRICE_DROP_DIGEST, ...dependencies.priceDropDigest };
  const digestOrigin = config.publicOrigin ?? `http://localhost:${config.port}`;
  const priceDropDigest = new PriceDropDigestMailer(db, context.outbox, digestTokens, { ...digestPace, origin: digestOrigin, clock, log: app.log });
  app.decorate('priceDropDigest', priceDropDigest);
  if (digestPace.pollMs > 0) {
    app.addHook('onReady', async () => priceDropDigest.start());
    app.addHook('onClose', async () => priceDropDigest.stop());
  }
  // With the database's address, guest quotes keep stock too and drop it when it changes.
  const stockListener =
    dependencies.databaseUrl === undefined || config.catalogueCacheTtlMs <= 0
      ? null
      : listenToStockChanges(
          dependencies.databaseUrl,
          (ids, stocks) => {
            context.quotedProducts.changed(ids, stocks);
            context.catalogue.forgetStock(ids);
            context.unitsLeft.changed(ids, stocks);
          },
          (message) => app.log.warn(message),
          { onReviews: (productIds) => context.catalogue.forgetReviews(productIds), onTokens: (tokenIds) => liveTokens.changed(tokenIds) },
        );
  app.addHook('onClose', async () => stockListener?.close());
  // The catalogue is read into memory in the background: the first reads wait for it, start-up does not.
  app.addHook('onReady', () => {
    context.catalogue.reads.warmUp().catch((error: Error) => app.log.warn(`[catalogue] not in memory yet: ${error.message}`));
  });
  await useOperations(app, { db, catalogue: context.catalogue, redis: 'redis' in rateLimitStore ? rateLimitStore.redis : undefined, mailDelivery: delivery });
  // The OpenAPI document marks every call behind a token.
  app.addHook('onRoute', (route) => {
    const guards = [route.preHandler].flat();
    if (guards.includes(context.auth.requireUser) || guards.includes(context.auth.requireAny)) {
      route.schema = { ...route.schema, security: [{ bearer: [] }] };
    }
  });
  for (const routes of [catalogueRoutes, contentRoutes, messageRoutes, authRoutes, accountRoutes, cartRoutes, wishlistRoutes, shippingRoutes, orderRoutes, paymentRoutes, fitRoutes, reviewRoutes]) {
    await app.register(routes(context));
  }
  // Development only (the config refuses it in production): journeys follow reset e-mails.
  if (config.devOutbox) await app.register(devOutboxRoutes(context));
  await app.register(backInStockRoutes(context, tokens));
  await app.register(priceDropRoutes(context, digestTokens));
  await app.register(recentlyViewedRoutes(context));
  await app.register(sandboxGateway(context));
  await app.register(seoRoutes(context, dependencies.redirects ?? {}));
  await app.register(mediaRoutes(db, dependencies.mediaDir ?? '', dependencies.photosDir, dependencies.drawingsDir));
  if (dependencies.spaDir !== undefined) {
    const renderRoot = dependencies.serverRenderRoot;
    await registerSpa(app, dependencies.spaDir, renderRoot !== undefined);
    if (renderRoot !== undefined) {
      const renderer = await createPageRenderer(app, renderRoot, readFileSync(join(dependencies.spaDir, 'index.html'), 'utf8'), config.publicOrigin);
      pageRenderer = renderer;
      // The static files answer every other path; the home page is a page like the rest.
      app.get('/', { schema: { hide: true } }, (request, reply) => renderer(request, reply));
    }
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
