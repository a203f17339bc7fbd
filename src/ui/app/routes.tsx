import { isExternalHref } from '@/domain';
import { redirect, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router-dom';
import { FEATURES, type OnDemandFeature } from '../composition';
import { NotFoundPage } from '../pages/errors/deferred-pages';
import { RouteError } from '../pages/errors/RouteError';
import { AppLayout, BareLayout, FramedRouteError } from './AppLayout';
import { authGuardLoader } from './auth-guard';
import { RouteLoading } from './RouteLoading';
import type { RouteHandle } from './route-handle';
import type { ServiceLocator } from './services';

/**
 * A lazily loaded page module: its component and, optionally, a loader made from the services
 * (data the page needs before it shows, and its validity check: throw a 404 response to show
 * "Page not found").
 */
export interface PageModule {
  readonly Component: React.ComponentType;
  readonly createLoader?: (services: ServiceLocator) => LoaderFunction;
  /** When the loader runs again; a listing skips it when only its query string changed. */
  readonly shouldRevalidate?: ShouldRevalidateFunction;
}

/** Loads a page module by its path under src/ui/pages (without its extension). */
export type PageLoader = (path: string) => Promise<Record<string, unknown>>;

/** Loads a page module through the table of every page's chunk (page-modules.ts), a chunk itself, loaded on first use. */
export const loadFromPageTable: PageLoader = async (path) => (await import('./page-modules')).loadPageModule(path);

/** A page module's source path: the build manifest's key, by which the server render names the page's styles and modules. */
export const pageSource = (path: string): string => `src/ui/pages/${path}.tsx`;

/** How a page route loads: the page module's component to show, and the on-demand feature its services come from. */
interface PageOptions {
  /** The module's export to show (default `Component`). */
  readonly component?: string;
  /** The feature the page's loader and components need, loaded with the page's code. */
  readonly feature?: OnDemandFeature;
  /** Its loader only reads the catalogue's page answers: a shopper's intent may preload its data (route-preload.ts). */
  readonly preloadsData?: boolean;
}

/** What a page route's `lazy` needs: the services its loader reads, and how page modules load. */
interface PageContext {
  readonly services: ServiceLocator;
  readonly loadPage: PageLoader;
}

/** Turns a page module (path under src/ui/pages) into a route's `lazy`, giving its loader the services. */
export const lazyPage =
  (path: string, { services, loadPage }: PageContext, { component = 'Component', feature }: PageOptions = {}) =>
  async (): Promise<Pick<RouteObject, 'Component' | 'loader' | 'shouldRevalidate'>> => {
    const [loaded] = await Promise.all([loadPage(path), feature ? services.get(FEATURES)(feature) : undefined]);
    const module = loaded as Record<string, unknown> & Partial<PageModule>;
    return {
      Component: module[component] as React.ComponentType,
      ...(module.createLoader ? { loader: module.createLoader(services) } : {}),
      ...(module.shouldRevalidate ? { shouldRevalidate: module.shouldRevalidate } : {}),
    };
  };

/** A lazily loaded page route with its title (its handle names its module for the server render). */
const pageRoute = (path: string, title: string, module: string, context: PageContext, options?: PageOptions): RouteObject => ({
  path,
  lazy: lazyPage(module, context, options),
  handle: {
    title,
    source: pageSource(module),
    ...(options?.preloadsData ? { preloadsData: true } : {}),
    ...(options?.feature ? { feature: true } : {}),
  } satisfies RouteHandle,
});

/** Routes from the build-time redirect table; an external target is a full page load (spec §2). */
export function redirectRoutes(table: Readonly<Record<string, string>>, assign: (url: string) => void): RouteObject[] {
  return Object.entries(table).map(([from, to]) => ({
    path: from,
    loader: () => {
      if (!isExternalHref(to)) return redirect(to);
      assign(to);
      return null;
    },
  }));
}

/**
 * Every route of spec §2; each page is its own lazy chunk, loaded by `loadPage` (by default
 * through the table of every page's chunk).
 */
export function appRoutes(redirects: RouteObject[], services: ServiceLocator, loadPage: PageLoader = loadFromPageTable): RouteObject[] {
  const context: PageContext = { services, loadPage };
  const page: PageFactory = (path, title, module, options) => pageRoute(path, title, module, context, options);
  const indexPage = (title: string, module: string, options?: PageOptions): RouteObject => {
    const { lazy, handle } = pageRoute('', title, module, context, options);
    return { index: true, lazy, handle };
  };
  return [
    {
      errorElement: <RouteError />,
      HydrateFallback: RouteLoading,
      // The redirects come last so that the pages' route ids (`0-0-…`) are the same with or without
      // them: the server render has none (the server answers them) and the browser hydrates its state.
      children: [
        {
          element: <AppLayout />,
          children: [
            {
              // Inside the layout: a 404 or an error keeps the header and footer (spec §2), and so
              // does a page still loading its code when the app starts.
              errorElement: <RouteError />,
              HydrateFallback: RouteLoading,
              children: [
                indexPage('', 'home/HomePage', CATALOGUE_READ),
                page('categories/:slug', 'Category', 'category/CategoryPage', CATALOGUE_READ),
                page('tags/:slug', 'Tag', 'tag/TagPage', CATALOGUE_READ),
                page('products/:slug', 'Product', 'product/ProductPage', CATALOGUE_READ),
                page('contact-us', 'Contact us', 'contact/ContactPage', { feature: 'contact' }),
                page('content/privacy-policy', 'Privacy policy', 'content/LegalPage', { feature: 'content-pages' }),
                page('content/terms-and-conditions', 'Terms and conditions', 'content/LegalPage', { feature: 'content-pages' }),
                page('faq', 'FAQ', 'faq/FaqPage', { feature: 'content-pages' }),
                page('faq/category/:slug', 'FAQ', 'faq/FaqCategoryPage', { feature: 'content-pages' }),
                page('faq/:slug', 'FAQ', 'faq/FaqQuestionPage', { feature: 'content-pages' }),
                page('locate-us', 'Our stores', 'locate-us/LocatorPage', { feature: 'store-locator' }),
                page('our-story', 'Our story', 'content/StoryPage', { feature: 'content-pages' }),
                page('our-value', 'Our values', 'content/ValuesPage', { feature: 'content-pages' }),
                page('our-engagement/:slug', 'Our engagement', 'content/EngagementPage', { feature: 'content-pages' }),
                page('reset-password', 'Reset your password', 'reset-password/ResetPasswordRoute', { component: 'ResetPasswordRoute', feature: 'sign-in' }),
                accountRoute(page, context),
                // The 404 page (RouteError shows it for failed validity checks too) hydrates once its code is there.
                { path: '*', Component: NotFoundPage, handle: { title: 'Page not found', notFound: true } satisfies RouteHandle },
              ],
            },
          ],
        },
        checkoutRoute(page),
        ...redirects,
      ],
    },
  ];
}

/** The catalogue's pages: their loaders only read, so their data may be preloaded on intent. */
const CATALOGUE_READ = { preloadsData: true } as const satisfies PageOptions;

type PageFactory = (path: string, title: string, module: string, options?: PageOptions) => RouteObject;

/** The feature of the account and checkout pages: each loads it with its code (a child's loader may run before its layout has loaded). */
const ACCOUNT_AND_CHECKOUT = { feature: 'account-and-checkout' } as const satisfies PageOptions;

/** The account area: the auth guard runs before every account page (spec §4); the layout holds their navigation. */
function accountRoute(page: PageFactory, context: PageContext): RouteObject {
  // Private pages render in the browser only (their session lives there).
  return {
    path: 'my-account',
    loader: authGuardLoader(context.services),
    lazy: lazyPage('account/AccountLayout', context, { component: 'AccountLayout', ...ACCOUNT_AND_CHECKOUT }),
    handle: { title: 'My account', source: pageSource('account/AccountLayout'), browserOnly: true } satisfies RouteHandle,
    children: [
      { index: true, loader: () => redirect('/my-account/overview') },
      page('overview', 'My account', 'account/OverviewPage', ACCOUNT_AND_CHECKOUT),
      page('my-addresses', 'My addresses', 'account/AddressesPage', ACCOUNT_AND_CHECKOUT),
      page('my-profile', 'My profile', 'account/ProfilePage', ACCOUNT_AND_CHECKOUT),
      page('orders', 'My orders', 'account/OrdersPage', ACCOUNT_AND_CHECKOUT),
      page('orders/:id', 'Order', 'account/OrderPage', ACCOUNT_AND_CHECKOUT),
      page('wishlist', 'My wishlist', 'wishlist/WishlistPage'),
    ],
  };
}

/** The checkout steps, in their bare layout; an error there replaces the layout with the store's frame. */
function checkoutRoute(page: PageFactory): RouteObject {
  return {
    path: 'checkout',
    element: <BareLayout />,
    errorElement: <FramedRouteError />,
    handle: { title: 'Checkout', browserOnly: true } satisfies RouteHandle,
    children: [
      {
        HydrateFallback: RouteLoading,
        children: [
          // Its loading state shows until the redirect (a private route's loaders run in the browser).
          { index: true, loader: () => redirect('/checkout/cart'), Component: RouteLoading },
          page('cart', 'Your cart', 'cart/CartPage'),
          // The checkout guards (spec §4) are these pages' loaders: init-auth, check-cart, guest, encryption.
          page('shipping', 'Shipping', 'checkout/ShippingPage', ACCOUNT_AND_CHECKOUT),
          page('payment', 'Payment', 'checkout/PaymentPage', ACCOUNT_AND_CHECKOUT),
          page('confirmation/:id', 'Order confirmation', 'checkout/ConfirmationPage', ACCOUNT_AND_CHECKOUT),
        ],
      },
    ],
  };
}
