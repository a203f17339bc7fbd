import { orderLimitBreaches, type Address, type CartItem, type Coupon, type NewsletterForm, type Product, type SearchResult, type ShippingFee } from '@/domain';
import { asyncScheduler, Subject } from 'rxjs';
import {
  BusyError,
  ValidationError,
  type AccountGateway,
  type AddressInput,
  type AuthGateway,
  type BuildVersionSource,
  type CartGateway,
  type CartLineRequest,
  type CartStorage,
  type CatalogGateway,
  type CheckoutAttempt,
  type CheckoutGateway,
  type CheckoutSessionStorage,
  type IdSource,
  type Order,
  type OrderConfirmation,
  type OrderRequest,
  type Page,
  type ProfileUpdate,
  type PaymentGateway,
  type PaymentSession,
  type PaymentStatus,
  type Clock,
  type Logger,
  type Navigator,
  type NewsletterGateway,
  type PaymentSessionKeys,
  type PaymentSessionStorage,
  type SelectionStorage,
  type ServerCart,
  type SessionFlags,
  type StoredCart,
  type TokenKind,
  type TokenStore,
  type Viewport,
  type WishlistGateway,
  type WishlistItem,
  type AddressSelection,
  type Session,
  type User,
} from '@/application';
import type { SavedSelection } from '@/domain';

/** Rejects every method not overridden: a test states exactly which calls it expects. */
function unexpected(name: string): never {
  throw new Error(`unexpected call: ${name}`);
}

export class InMemoryTokenStore implements TokenStore {
  readonly values = new Map<TokenKind, string>();
  read = (kind: TokenKind) => this.values.get(kind) ?? null;
  write = (kind: TokenKind, value: string) => void this.values.set(kind, value);
  clear = (kind: TokenKind) => void this.values.delete(kind);
}

export class InMemoryCartStorage implements CartStorage {
  stored: StoredCart | null = null;
  load = () => this.stored;
  save = (cart: StoredCart) => void (this.stored = cart);
  clear = () => void (this.stored = null);
}

export class InMemorySelectionStorage implements SelectionStorage {
  stored: SavedSelection<AddressSelection> | null = null;
  load = () => this.stored;
  save = (selection: SavedSelection<AddressSelection>) => void (this.stored = selection);
  clear = () => void (this.stored = null);
}

export class InMemoryPaymentSessionStorage implements PaymentSessionStorage {
  stored: PaymentSessionKeys | null = null;
  load = () => this.stored;
  save = (keys: PaymentSessionKeys) => void (this.stored = keys);
  clear = () => void (this.stored = null);
}

export class InMemorySessionFlags implements SessionFlags {
  readonly names = new Set<string>();
  isSet = (name: string) => this.names.has(name);
  set = (name: string) => void this.names.add(name);
}

export class RecordingLogger implements Logger {
  readonly entries: { level: string; message: string; detail?: unknown }[] = [];
  error = (message: string, detail?: unknown) => void this.entries.push({ level: 'error', message, detail });
  warn = (message: string, detail?: unknown) => void this.entries.push({ level: 'warn', message, detail });
  info = (message: string, detail?: unknown) => void this.entries.push({ level: 'info', message, detail });
}

export class FakeNavigator implements Navigator {
  readonly navigations$ = new Subject<string>();
  readonly navigated: string[] = [];
  readonly reloads: (string | undefined)[] = [];
  currentPath = '/';
  navigate = (path: string) => {
    this.navigated.push(path);
    this.currentPath = path;
  };
  reload = (url?: string) => void this.reloads.push(url);
}

export class FixedViewport implements Viewport {
  constructor(public widthPx: number) {}
  width = () => this.widthPx;
}

/** Time that Vitest's fake timers control: Date.now and rxjs's asyncScheduler both follow them. */
export const fakeTimersClock: Clock = { now: () => Date.now(), scheduler: asyncScheduler };

/** A cart gateway with an in-memory server cart, recording every call. */
export class FakeCartGateway implements CartGateway {
  server: ServerCart = { items: [], coupons: [] };
  readonly calls: { method: string; args: unknown[] }[] = [];
  /** Catalogue the fake server prices from. */
  readonly catalogue = new Map<number, CartItem['product']>();
  readonly coupons = new Map<string, Coupon>();
  fees = new Map<number, ShippingFee>();
  failNext: Error | null = null;
  private gate: Promise<void> = Promise.resolve();

  /** Holds every quote until the returned function is called: a test looks at the cart meanwhile. */
  holdQuotes(): () => void {
    let release: () => void = () => undefined;
    this.gate = new Promise<void>((resolve) => (release = resolve));
    return () => release();
  }

  private record(method: string, ...args: unknown[]): void {
    this.calls.push({ method, args });
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
  }

  private price(lines: readonly CartLineRequest[]): CartItem[] {
    return lines.map((line) => {
      const product = this.catalogue.get(line.product_id) ?? unexpected(`unknown product ${line.product_id}`);
      return { quantity: Math.min(line.quantity, product.stock), product };
    });
  }

  get = async () => (this.record('get'), this.server);
  add = async (lines: readonly CartLineRequest[]) => {
    this.record('add', lines);
    const merged = new Map(this.server.items.map((item) => [item.product.id, item.quantity]));
    for (const line of lines) merged.set(line.product_id, (merged.get(line.product_id) ?? 0) + line.quantity);
    const items = this.price([...merged].map(([product_id, quantity]) => ({ product_id, quantity })));
    // As the API does: an add past a product's per-order limit is refused and changes nothing.
    const [breach] = orderLimitBreaches(items);
    if (breach) throw new ValidationError('Past the limit.', { [`items.${breach.index}.quantity`]: breach.message });
    this.server = { ...this.server, items };
    return this.server;
  };
  replace = async (lines: readonly CartLineRequest[]) => {
    this.record('replace', lines);
    this.server = { ...this.server, items: this.price(lines) };
    return this.server;
  };
  applyCoupon = async (code: string) => {
    this.record('applyCoupon', code);
    const coupon = this.coupons.get(code) ?? this.refuse(code);
    this.server = { ...this.server, coupons: [...this.server.coupons, coupon] };
    return this.server;
  };
  removeCoupon = async (code: string) => {
    this.record('removeCoupon', code);
    this.server = { ...this.server, coupons: this.server.coupons.filter((coupon) => coupon.code !== code) };
    return this.server;
  };
  quote = async (lines: readonly CartLineRequest[], codes: readonly string[]) => {
    this.record('quote', lines, codes);
    await this.gate;
    return { items: this.price(lines), coupons: codes.flatMap((code) => this.coupons.get(code) ?? []) };
  };
  checkCoupon = async (code: string, lines: readonly CartLineRequest[]) => {
    this.record('checkCoupon', code, lines);
    return this.coupons.get(code) ?? this.refuse(code);
  };
  shippingFee = async (addressId: number) => {
    this.record('shippingFee', addressId);
    return this.fees.get(addressId) ?? unexpected(`no fee for ${addressId}`);
  };

  private refuse(code: string): never {
    throw new ValidationError('The given data was invalid.', { code: `This coupon does not exist.` + (code ? '' : '') });
  }
}

export class FakeWishlistGateway implements WishlistGateway {
  items: WishlistItem[] = [];
  failNext: Error | null = null;
  readonly products = new Map<number, Product>();
  private check(): void {
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
  }
  list = async () => (this.check(), this.items);
  add = async (productId: number) => {
    this.check();
    const product = this.products.get(productId) ?? unexpected(`unknown product ${productId}`);
    this.items = [...this.items, { id: this.items.length + 1, product, added_at: '2026-11-22T00:00:00Z', price_at_add: product.regular_price }];
    return this.items;
  };
  remove = async (productId: number) => {
    this.check();
    this.items = this.items.filter((item) => item.product.id !== productId);
    return this.items;
  };
}

export class FakeAuthGateway implements AuthGateway {
  session: Session | null = null;
  resetToken = 'reset-token-1';
  failNext: Error | null = null;
  readonly calls: { method: string; args: unknown[] }[] = [];
  private record(method: string, ...args: unknown[]): void {
    this.calls.push({ method, args });
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
  }
  register = async (registration: unknown) => (this.record('register', registration), this.session ?? unexpected('register'));
  login = async (email: string, password: string) => (this.record('login', email, password), this.session ?? unexpected('login'));
  logout = async () => void this.record('logout');
  me = async (): Promise<User> => (this.record('me'), this.session?.user ?? unexpected('me'));
  guestToken = async (email: string) => (this.record('guestToken', email), 'guest-token');
  forgotPassword = async (email: string, captcha: string) => (this.record('forgotPassword', email, captcha), this.resetToken);
  resetPassword = async (pin: string, password: string, token: string) => void this.record('resetPassword', pin, password, token);
}

export class FakeNewsletterGateway implements NewsletterGateway {
  answer: (form: NewsletterForm) => Promise<string> = async () => 'Thank you for subscribing!';
  readonly received: NewsletterForm[] = [];
  subscribe = (form: NewsletterForm) => (this.received.push(form), this.answer(form));
}

export class FakeCatalogGateway implements Pick<CatalogGateway, 'search'> {
  readonly requests: { term: string; page: number; perpage: number; signal?: AbortSignal; asTyped?: true }[] = [];
  /** Answers by page number; a missing page rejects. */
  pages = new Map<number, SearchResult>();
  failWith: Error | null = null;
  search = (term: string, page: number, perpage: number, signal?: AbortSignal, asTyped = false) => {
    this.requests.push({ term, page, perpage, ...(signal ? { signal } : {}), ...(asTyped ? { asTyped: true as const } : {}) });
    if (this.failWith) return Promise.reject(this.failWith);
    const result = this.pages.get(page);
    return result ? Promise.resolve(result) : Promise.reject(new Error(`no page ${page}`));
  };
}

export class FakeAccountGateway
  implements Pick<AccountGateway, 'addresses' | 'createAddress' | 'updateAddress' | 'deleteAddress' | 'order' | 'makeDefaultAddress' | 'updateProfile' | 'changePassword' | 'orders'>
{
  list: Address[] = [];
  order = async (id: number): Promise<Order> => orderOf(id, { payment_method: 'card' });
  /** The account's password, and the calls that changed it. */
  password = 'Current#1';
  readonly passwordChanges: string[] = [];
  /** The next call's failure, if any. */
  failNext: Error | null = null;
  makeDefaultAddress = async (id: number) => {
    this.failIfAsked();
    this.list = this.list.map((address) => ({ ...address, is_default: address.id === id }));
    return this.list.find((address) => address.id === id)!;
  };
  updateProfile = async (update: ProfileUpdate): Promise<User> => {
    this.failIfAsked();
    this.refuseIfAsked();
    return { id: 1, email: 'lina@example.com', ...update };
  };
  changePassword = async (current: string, next: string) => {
    this.failIfAsked();
    if (current !== this.password) throw new ValidationError('Validation failed', { current_password: 'Your current password is incorrect.' });
    this.password = next;
    this.passwordChanges.push(next);
  };
  orders = async (page: number, perpage = 10): Promise<Page<Order>> => {
    this.failIfAsked();
    return { rows: [orderOf(2, { payment_method: 'cod' })], count: 1, page, perpage, total: 1 };
  };
  private failIfAsked(): void {
    const error = this.failNext;
    this.failNext = null;
    if (error) throw error;
  }
  /** Field errors the next save answers with (a 422). */
  refusal: Record<string, string> | null = null;
  private nextId = 100;
  addresses = async () => this.list;
  createAddress = async (input: AddressInput) => {
    this.refuseIfAsked();
    const saved = { ...input, id: (this.nextId += 1) } as Address;
    this.list = [...this.list, saved];
    return saved;
  };
  updateAddress = async (id: number, input: AddressInput) => {
    this.refuseIfAsked();
    const saved = { ...input, id } as Address;
    this.list = this.list.map((address) => (address.id === id ? saved : address));
    return saved;
  };
  deleteAddress = async (id: number) => {
    this.list = this.list.filter((address) => address.id !== id);
  };
  private refuseIfAsked(): void {
    if (this.refusal === null) return;
    const errors = this.refusal;
    this.refusal = null;
    throw new ValidationError('Validation failed', errors);
  }
}

export class FakeBuildVersionSource implements BuildVersionSource {
  constructor(
    readonly currentId: string,
    public latest: string,
  ) {}
  checks = 0;
  latestId = async () => (this.checks++, this.latest);
}

export class InMemoryCheckoutStorage implements CheckoutSessionStorage {
  attempt: CheckoutAttempt | null = null;
  pickupStore: number | null = null;
  orders: Order[] = [];
  loadAttempt = () => this.attempt;
  saveAttempt = (attempt: CheckoutAttempt) => void (this.attempt = attempt);
  clearAttempt = () => void (this.attempt = null);
  loadPickupStore = () => this.pickupStore;
  savePickupStore = (storeId: number | null) => void (this.pickupStore = storeId);
  loadOrder = (orderId: number) => this.orders.find((order) => order.id === orderId) ?? null;
  saveOrder = (order: Order) => void (this.orders = [order, ...this.orders]);
}

/** Ids key-1, key-2, … */
export class SequentialIds implements IdSource {
  private count = 0;
  next = () => `key-${(this.count += 1)}`;
}

/**
 * An orders API in memory: one order per Idempotency-Key (as the server promises), payment
 * sessions whose status a test sets, and every call recorded.
 */
export class FakeCheckoutGateway implements CheckoutGateway {
  readonly requests: OrderRequest[] = [];
  readonly orders = new Map<string, Order>();
  sessionStatus: PaymentStatus = 'pending';
  private gate: Promise<void> = Promise.resolve();
  holdOrders(): () => void {
    let release: () => void = () => undefined;
    this.gate = new Promise<void>((resolve) => (release = resolve));
    return () => release();
  }
  /** `Retry-After` seconds of the next calls the fake refuses as very busy (503), one each, in order. */
  readonly busy: (number | null)[] = [];
  private refuseWhenBusy(): void {
    if (this.busy.length > 0) throw new BusyError('The shop is very busy right now. Please try again in a moment.', this.busy.shift() ?? null);
  }
  placeOrder = async (request: OrderRequest) => {
    this.requests.push(request);
    await this.gate;
    this.refuseWhenBusy();
    const known = this.orders.get(request.idempotencyKey);
    if (known) return known;
    const order = orderOf(this.orders.size + 1, request);
    this.orders.set(request.idempotencyKey, order);
    return order;
  };
  /** Orders paid again or another way (PUT /api/orders/{id}/payment-method), in call order. */
  readonly methodChanges: { orderId: number; paymentMethod: 'card' | 'cod' }[] = [];
  changePaymentMethod = async (orderId: number, paymentMethod: 'card' | 'cod') => {
    this.methodChanges.push({ orderId, paymentMethod });
    await this.gate;
    this.refuseWhenBusy();
    return orderOf(orderId, { payment_method: paymentMethod });
  };
  createPaymentSession = async (orderId: number): Promise<PaymentSession> => ({
    session_id: `session-${orderId}`,
    merchant_state: `state-${orderId}`,
    checkout_script_url: '/sandbox-gateway/checkout.js',
  });
  paymentStatus = async (sessionId: string) => ({ status: this.sessionStatus, order_id: Number(sessionId.replace('session-', '')) });
  /** What the confirmation facts answer (a guest's order by default). */
  confirmation: OrderConfirmation = { email: 'lina@example.com', claim_token: '1.signed' };
  orderConfirmation = async () => this.confirmation;
}

/** A placed order as the fake server answers it. */
export function orderOf(id: number, request: Pick<OrderRequest, 'payment_method'>): Order {
  return {
    id, number: `SF-${id}`, status: request.payment_method === 'cod' ? 'placed' : 'pending_payment', payment_method: request.payment_method,
    payment_status: request.payment_method === 'cod' ? 'due_on_delivery' : 'pending', created_at: '2026-11-22T10:00:00Z', updated_at: '2026-11-22T10:00:00Z',
    paid_at: null, item_count: 1, items: [], coupons: [], shipping_address: null, pickup_store: null,
    billing_address: { id: 1, first_name: 'Lina', last_name: 'Haddad', phone: '+961 1 234 567', country_code: 'LB', city: 'Beirut', street: 'Rue Gouraud' },
    insurance: false, subtotal: 5000, discount: 0, shipping: 500, total: 5500,
  };
}

/** A hosted checkout that records the sessions it was shown and keeps their keys, as the real one does. */
export class FakePaymentGateway implements PaymentGateway {
  readonly shown: PaymentSession[] = [];
  constructor(private readonly storage: PaymentSessionStorage) {}
  showPaymentPage = async (session: PaymentSession) => {
    this.storage.save({ sessionId: session.session_id, merchantState: session.merchant_state });
    this.shown.push(session);
  };
}
