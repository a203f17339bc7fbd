import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './migrations/0001_initial.js';
import * as countries from './migrations/0002_countries.js';
import * as orderFingerprints from './migrations/0003_order_fingerprints.js';
import * as signInFailures from './migrations/0004_sign_in_failures.js';
import * as menuHeadingsStoreTimeZones from './migrations/0005_menu_headings_store_time_zones.js';
import * as addressAreaPickupOrders from './migrations/0006_address_area_pickup_orders.js';
import * as defaultAddress from './migrations/0007_default_address.js';
import * as searchRanking from './migrations/0008_search_ranking.js';
import * as pendingPaymentIndex from './migrations/0009_pending_payment_index.js';
import * as stockNotifications from './migrations/0010_stock_notifications.js';
import * as catalogueChanges from './migrations/0011_catalogue_changes.js';
import * as openPasswordResets from './migrations/0012_open_password_resets.js';
import * as mailDelivery from './migrations/0013_mail_delivery.js';
import * as maxPerOrder from './migrations/0014_max_per_order.js';
import * as sizeCharts from './migrations/0017_size_charts.js';
import * as reviews from './migrations/0018_reviews.js';
import * as backInStock from './migrations/0019_back_in_stock.js';
import * as recentlyViewed from './migrations/0020_recently_viewed.js';
import * as archivedProducts from './migrations/0021_archived_products.js';
import * as wishlistPriceAtAdd from './migrations/0024_wishlist_price_at_add.js';
import * as sizesInStock from './migrations/0027_sizes_in_stock.js';
import * as listingRatings from './migrations/0028_listing_ratings.js';
import * as reviewNotifications from './migrations/0030_review_notifications.js';
import * as searchWithoutArchived from './migrations/0031_search_without_archived.js';
import * as stockOnlyChanges from './migrations/0032_stock_only_changes.js';
import * as stockNotificationsCarryStock from './migrations/0033_stock_notifications_carry_stock.js';
import * as stockTakenAtCommit from './migrations/0034_stock_taken_at_commit.js';
import * as tokenNotifications from './migrations/0035_token_notifications.js';

// Listed here rather than read from the folder, so the order is explicit and bundlers see them.
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_countries': countries,
  '0003_order_fingerprints': orderFingerprints,
  '0004_sign_in_failures': signInFailures,
  '0005_menu_headings_store_time_zones': menuHeadingsStoreTimeZones,
  '0006_address_area_pickup_orders': addressAreaPickupOrders,
  '0007_default_address': defaultAddress,
  '0008_search_ranking': searchRanking,
  '0009_pending_payment_index': pendingPaymentIndex,
  '0010_stock_notifications': stockNotifications,
  '0011_catalogue_changes': catalogueChanges,
  '0012_open_password_resets': openPasswordResets,
  '0013_mail_delivery': mailDelivery,
  '0014_max_per_order': maxPerOrder,
  '0017_size_charts': sizeCharts,
  '0018_reviews': reviews,
  '0019_back_in_stock': backInStock,
  '0020_recently_viewed': recentlyViewed,
  '0021_archived_products': archivedProducts,
  '0024_wishlist_price_at_add': wishlistPriceAtAdd,
  '0027_sizes_in_stock': sizesInStock,
  '0028_listing_ratings': listingRatings,
  '0030_review_notifications': reviewNotifications,
  '0031_search_without_archived': searchWithoutArchived,
  '0032_stock_only_changes': stockOnlyChanges,
  '0033_stock_notifications_carry_stock': stockNotificationsCarryStock,
  '0034_stock_taken_at_commit': stockTakenAtCommit,
  '0035_token_notifications': tokenNotifications,
};

/** The migrations this code knows that the database has not run (readiness: none may be left). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Migrator works on any schema
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  return (await migrator.getMigrations()).filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** Brings the database to the latest migration; throws with the failing migration's error. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
