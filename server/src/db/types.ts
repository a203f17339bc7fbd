import type { ColumnType, Generated } from 'kysely';
import type { CartProduct } from '../features/cart/cart-lines.js';
import type { FitAndReviewTables } from './fit-types.js';

// The Kysely view of migrations/*.ts. Keep the two in step: tests/server/db-types.test.ts checks.

/** A column the database fills (identity, default now()) but an insert may still set. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** Generated columns (STORED): readable, never written. */
type Computed<T> = ColumnType<T, never, never>;
/** A JSONB column: read as the parsed value, written as JSON text or a value. */
type Json<T> = ColumnType<T, string | T, string | T>;
/**
 * A JSONB column written from T, read back as `unknown`: a row may predate T or have been edited
 * by hand, so a reader parses it (and fails clearly) before trusting its shape.
 */
type CheckedJson<T> = ColumnType<unknown, T, T>;

export interface CountriesTable {
  code: string;
  alpha3: string;
  numeric: string;
  name: string;
  shippable: Generated<boolean>;
  shipping_fee: Generated<number>;
  insurance_fee: number | null;
}

export interface SettingsTable {
  key: string;
  value: Json<unknown>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  /** 'YYYY-MM-DD': the pg type parser for `date` returns the text as is (db/connection.ts). */
  birth_date: string | null;
  gender: 'm' | 'f' | null;
  created_at: Timestamp;
  /** Opted in to the daily e-mail of wishlisted pieces whose price dropped. */
  price_drop_digest: Generated<boolean>;
  /** When the last price-drop digest was written: at most one a day. */
  price_drop_digest_at: NullableTimestamp;
}

export interface GuestsTable {
  id: Generated<number>;
  email: string;
  created_at: Timestamp;
}

export interface TokensTable {
  id: Generated<number>;
  token_hash: string;
  kind: 'user' | 'guest';
  user_id: number | null;
  guest_id: number | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  user_id: number | null;
  pin_hash: string;
  attempts: Generated<number>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number | null;
  guest_id: number | null;
  label: string | null;
  first_name: string;
  last_name: string;
  phone: string;
  country_code: string;
  city: string;
  /** District or neighbourhood couriers go by (migration 0006). */
  area: string | null;
  street: string;
  building: string | null;
  floor: string | null;
  zip: string | null;
  instructions: string | null;
  /** At most one per owner (0007). */
  is_default: Generated<boolean>;
  created_at: Timestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  unique_slug: string;
  description: Generated<string>;
  is_popular: Generated<boolean>;
  position: Generated<number>;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  unique_slug: string;
  description: Generated<string>;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface ColorsTable {
  slug: string;
  name: string;
  /** '#rrggbb', lower case. */
  hex: string;
  position: Generated<number>;
}

export interface SizesTable {
  code: string;
  position: number;
}

export interface LabelsTable {
  id: Generated<number>;
  label: string;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  unique_slug: string;
  type: 'variable' | 'simple';
  brand_id: number | null;
  description: Generated<string>;
  composition: Generated<string>;
  care: Generated<string>;
  regular_price: number;
  sale_price: number | null;
  search_facets: Generated<string>;
  search_brand: Generated<string>;
  is_new: Generated<boolean>;
  is_featured: Generated<boolean>;
  created_at: Timestamp;
  /** At most this many pieces (all variants together) per order; null: no limit (migration 0014). */
  max_per_order: number | null;
  /** Set when a catalogue import archived it (migration 0021): off the listings, out of stock. */
  archived_at: NullableTimestamp;
  effective_price: Computed<number>;
  discount_percent: Computed<number>;
}

/** A product's weighted search document, kept by triggers on products (migration 0008). */
export interface ProductSearchTable {
  product_id: number;
  created_at: ColumnType<Date, Date | string, Date | string>;
  document: string;
}

/** Which products' search documents changed, in which transaction (migration 0011): what the in-memory search index follows. */
export interface CatalogueChangesTable {
  seq: Generated<number>;
  xid: Generated<string>;
  changed_at: Generated<Date>;
  product_id: number;
  /** Only variants' stock changed (migration 0032): the card's stock is read again, nothing else. */
  stock_only: Generated<boolean>;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
  is_primary: Generated<boolean>;
}

export interface ProductTagsTable {
  product_id: number;
  tag_id: number;
}

export interface ProductLabelsTable {
  product_id: number;
  label_id: number;
  position: Generated<number>;
}

export interface VariantsTable {
  id: Generated<number>;
  product_id: number;
  sku: string;
  size: string | null;
  color: string | null;
  stock: number;
  regular_price: number;
  sale_price: number | null;
  position: Generated<number>;
}

/** Kept by triggers (migration 0001): never written by the application or the seed. */
export interface ProductFacetsTable {
  product_id: number;
  category_ids: number[];
  sizes: string[];
  colors: string[];
  brand_id: number | null;
  price: number;
  discount_percent: number;
  created_at: Date;
  rating_average: number | null;
  rating_count: Generated<number>;
}

export interface ProductImagesTable {
  id: Generated<number>;
  product_id: number;
  url: string;
  alt_text: string;
  blurhash: string | null;
  color: string | null;
  position: Generated<number>;
}

export interface HeroBannersTable {
  id: Generated<number>;
  title: string;
  subtitle: Generated<string>;
  cta: string;
  link: string;
  image_url: string;
  image_alt: string;
  image_blurhash: string | null;
  position: Generated<number>;
}

export interface CollectionsTable {
  id: Generated<number>;
  title: string;
  link: string;
  image_url: string;
  image_alt: string;
  image_blurhash: string | null;
  position: Generated<number>;
}

export type NavigationType = 'custom' | 'category' | 'tag';

export interface MenuEntriesTable {
  id: Generated<number>;
  label: string;
  type: NavigationType;
  link: string | null;
  category_id: number | null;
  tag_id: number | null;
  image_url: string | null;
  image_title: string | null;
  image_link: string | null;
  position: Generated<number>;
}

export interface MenuColumnsTable {
  id: Generated<number>;
  entry_id: number;
  /** Null: the menus name the column after its first link. */
  heading: string | null;
  boldface_first_link: Generated<boolean>;
  position: Generated<number>;
}

export interface MenuLinksTable {
  id: Generated<number>;
  column_id: number;
  label: string;
  type: NavigationType;
  link: string | null;
  category_id: number | null;
  tag_id: number | null;
  position: Generated<number>;
}

export interface FooterGroupsTable {
  id: Generated<number>;
  label: string;
  position: Generated<number>;
}

export interface FooterLinksTable {
  id: Generated<number>;
  group_id: number;
  label: string;
  link: string;
  position: Generated<number>;
}

export interface SocialLinksTable {
  id: Generated<number>;
  name: string;
  link: string;
  logo_url: string;
  position: Generated<number>;
}

export interface FaqCategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  position: Generated<number>;
}

export interface FaqsTable {
  id: Generated<number>;
  category_id: number;
  slug: string;
  question: string;
  answer: string;
  position: Generated<number>;
}

export interface FixedSectionsTable {
  slug: string;
  title: string;
  content: string;
}

export interface PagesTable {
  slug: string;
  title: string;
  content: string;
}

export interface EngagementsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  summary: string;
  content: string;
  image_url: string | null;
  image_alt: string | null;
  image_blurhash: string | null;
  position: Generated<number>;
}

export interface StoreHours {
  days: string;
  opens: string;
  closes: string;
}

export interface StoresTable {
  id: Generated<number>;
  name: string;
  address: string;
  city: string;
  country_code: string;
  lat: number;
  lng: number;
  phone: string;
  hours: Json<StoreHours[]>;
  /** IANA time zone of the shop's opening hours. */
  time_zone: Generated<string>;
  position: Generated<number>;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  gender: 'm' | 'f';
  country_code: string;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  order_number: string | null;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  /** The HTML part (null for mail kept before it had one). */
  html: string | null;
  message_id: string;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  attempts: Generated<number>;
  /** When the delivery worker tries next; null: never (kept only, or written before delivery existed). */
  next_attempt_at: NullableTimestamp;
  /** Until when one instance is sending it; others leave it alone. */
  leased_until: NullableTimestamp;
  last_error: string | null;
  /** When delivery gave up (after days of failures). */
  failed_at: NullableTimestamp;
}

export type CouponType = 'fixed-cart-discount' | 'percentage-discount';

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  type: CouponType;
  amount: number;
  min_subtotal: Generated<number>;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  allow_free_shipping: Generated<boolean>;
}

export interface CartItemsTable {
  user_id: number;
  variant_id: number;
  quantity: number;
  added_at: Timestamp;
}

export interface CartCouponsTable {
  user_id: number;
  coupon_id: number;
  added_at: Timestamp;
}

export interface WishlistItemsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  added_at: Timestamp;
  /** The product's offered price (cents) when it was added. */
  price_at_add: number;
  /** The price the last price-drop digest told for it, if one did. */
  price_told: ColumnType<number | null, number | null | undefined, number | null>;
}

export type OrderStatus = 'pending_payment' | 'placed' | 'paid' | 'payment_failed' | 'cancelled';
export type PaymentMethod = 'card' | 'cod';

export interface OrdersTable {
  id: Generated<number>;
  number: string;
  user_id: number | null;
  guest_id: number | null;
  idempotency_key: string;
  /** sha256 of what the order was asked with (migration 0003); null for older orders. */
  request_fingerprint: string | null;
  status: OrderStatus;
  payment_method: PaymentMethod;
  /** Null when the order is picked up in a shop (migration 0006). */
  shipping_address: Json<Record<string, unknown> | null>;
  billing_address: Json<Record<string, unknown>>;
  /** The shop an order is picked up in, and its snapshot (migration 0006). */
  pickup_store_id: number | null;
  pickup_store: Json<Record<string, unknown> | null>;
  /** When the gateway approved the payment (migration 0006). */
  paid_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  insurance: Generated<boolean>;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  variant_id: number;
  quantity: number;
  unit_price: number;
  /** The variant as sold; read through `orderLineSnapshot` (features/orders/order-line-snapshot.ts). */
  snapshot: CheckedJson<CartProduct>;
  position: Generated<number>;
}

export interface OrderCouponsTable {
  order_id: number;
  coupon_id: number;
  snapshot: Json<Record<string, unknown>>;
}

/** An order whose lines' units are taken as its transaction commits (migration 0034); empty once committed. */
export interface StockReservationsTable {
  order_id: number;
}

export type PaymentStatus = 'pending' | 'approved' | 'declined' | 'cancelled';

export interface PaymentSessionsTable {
  id: string;
  order_id: number;
  merchant_state: string;
  status: Generated<PaymentStatus>;
  created_at: Timestamp;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Failed sign-ins per account (migration 0004), for the per-account throttle. */
export interface SignInFailuresTable {
  id: Generated<number>;
  email: string;
  failed_at: Timestamp;
}

/** "Notify me when it's back" requests (migration 0019); waiting while neither served nor cancelled. */
export interface BackInStockRequestsTable {
  id: Generated<number>;
  variant_id: number;
  email: string;
  user_id: number | null;
  link_origin: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  served_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
}

/** A variant's stock going from 0 to more, while requests waited (written by migration 0019's trigger). */
export interface BackInStockRestocksTable {
  id: Generated<number>;
  variant_id: number;
  units: number;
  occurred_at: Generated<Date>;
  handled_at: NullableTimestamp;
}

/** The one key that signs links in e-mails (migration 0019). */
export interface MailLinkKeysTable {
  id: number;
  secret: string;
}

/** A signed-in shopper's recently viewed products (migration 0020). */
export interface RecentlyViewedTable {
  user_id: number;
  product_id: number;
  viewed_at: ColumnType<Date, Date | string, Date | string>;
}

/** Every table, as Kysely sees the database. */
export interface Database extends FitAndReviewTables {
  countries: CountriesTable;
  settings: SettingsTable;
  users: UsersTable;
  guests: GuestsTable;
  tokens: TokensTable;
  password_resets: PasswordResetsTable;
  addresses: AddressesTable;
  categories: CategoriesTable;
  tags: TagsTable;
  brands: BrandsTable;
  colors: ColorsTable;
  sizes: SizesTable;
  labels: LabelsTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  product_tags: ProductTagsTable;
  product_labels: ProductLabelsTable;
  variants: VariantsTable;
  product_images: ProductImagesTable;
  product_facets: ProductFacetsTable;
  hero_banners: HeroBannersTable;
  collections: CollectionsTable;
  menu_entries: MenuEntriesTable;
  menu_columns: MenuColumnsTable;
  menu_links: MenuLinksTable;
  footer_groups: FooterGroupsTable;
  footer_links: FooterLinksTable;
  social_links: SocialLinksTable;
  faq_categories: FaqCategoriesTable;
  faqs: FaqsTable;
  fixed_sections: FixedSectionsTable;
  pages: PagesTable;
  engagements: EngagementsTable;
  stores: StoresTable;
  catalogue_changes: CatalogueChangesTable;
  product_search: ProductSearchTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  coupons: CouponsTable;
  cart_items: CartItemsTable;
  cart_coupons: CartCouponsTable;
  wishlist_items: WishlistItemsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_coupons: OrderCouponsTable;
  stock_reservations: StockReservationsTable;
  payment_sessions: PaymentSessionsTable;
  sign_in_failures: SignInFailuresTable;
  back_in_stock_requests: BackInStockRequestsTable;
  back_in_stock_restocks: BackInStockRestocksTable;
  mail_link_keys: MailLinkKeysTable;
  recently_viewed: RecentlyViewedTable;
}
