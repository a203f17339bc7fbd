import { isExternalHref } from '@/domain';
import { redirect, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router-dom';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { RouteError } from '../pages/errors/RouteError';
import { AppLayout, BareLayout } from './AppLayout';
import { authGuardLoader } from './auth-guard';
import { RouteLoading } from './RouteLoading';
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

/** Turns a page module import into a route's `lazy`, giving its loader the services. */
export const lazyPage =
  (load: () => Promise<PageModule>, services: ServiceLocator) =>
  async (): Promise<Pick<RouteObject, 'Component' | 'loader' | 'shouldRevalidate'>> => {
    const module = await load();
    return {
      Component: module.Component,
      ...(module.createLoader ? { loader: module.createLoader(services) } : {}),
      ...(module.shouldRevalidate ? { shouldRevalidate: module.shouldRevalidate } : {}),
    };
  };

const resetPassword = () => import('../pages/reset-password/ResetPasswordRoute').then((m) => ({ Component: m.ResetPasswordRoute }));

/** A lazily loaded page route with its title. */
const page = (path: string, title: string, lazy: NonNullable<RouteObject['lazy']>): RouteObject => ({ path, lazy, handle: { title } });

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

/** Every route of spec §2; each page is its own lazy chunk. */
export function appRoutes(redirects: RouteObject[], services: ServiceLocator): RouteObject[] {
  /** A page with its loader (data, validity check, or a checkout step's guards). */
  const content = (path: string, title: string, load: () => Promise<PageModule>): RouteObject => ({
    path,
    lazy: lazyPage(load, services),
    handle: { title },
  });
  return [
    {
      errorElement: <RouteError />,
      HydrateFallback: RouteLoading,
      children: [
        ...redirects,
        {
          element: <AppLayout />,
          children: [
            {
              // Inside the layout: a 404 or an error keeps the header and footer (spec §2).
              errorElement: <RouteError />,
              children: [
                { index: true, lazy: lazyPage(() => import('../pages/home/HomePage'), services), handle: { title: '' } },
                { path: 'categories/:slug', lazy: lazyPage(() => import('../pages/category/CategoryPage'), services), handle: { title: 'Category' } },
                { path: 'tags/:slug', lazy: lazyPage(() => import('../pages/tag/TagPage'), services), handle: { title: 'Tag' } },
                { path: 'products/:slug', lazy: lazyPage(() => import('../pages/product/ProductPage'), services), handle: { title: 'Product' } },
                content('contact-us', 'Contact us', () => import('../pages/contact/ContactPage')),
                content('content/privacy-policy', 'Privacy policy', () => import('../pages/content/LegalPage')),
                content('content/terms-and-conditions', 'Terms and conditions', () => import('../pages/content/LegalPage')),
                content('faq', 'FAQ', () => import('../pages/faq/FaqPage')),
                content('faq/category/:slug', 'FAQ', () => import('../pages/faq/FaqCategoryPage')),
                content('faq/:slug', 'FAQ', () => import('../pages/faq/FaqQuestionPage')),
                content('locate-us', 'Our stores', () => import('../pages/locate-us/LocatorPage')),
                content('our-story', 'Our story', () => import('../pages/content/StoryPage')),
                content('our-value', 'Our values', () => import('../pages/content/ValuesPage')),
                content('our-engagement/:slug', 'Our engagement', () => import('../pages/content/EngagementPage')),
                page('reset-password', 'Reset your password', resetPassword),
                {
                  // The auth guard runs before every account page (spec §4); the layout holds their navigation.
                  path: 'my-account',
                  loader: authGuardLoader(services),
                  lazy: () => import('../pages/account/AccountLayout').then((m) => ({ Component: m.AccountLayout })),
                  handle: { title: 'My account' },
                  children: [
                    { index: true, loader: () => redirect('/my-account/overview') },
                    content('overview', 'My account', () => import('../pages/account/OverviewPage')),
                    content('my-addresses', 'My addresses', () => import('../pages/account/AddressesPage')),
                    content('my-profile', 'My profile', () => import('../pages/account/ProfilePage')),
                    content('orders', 'My orders', () => import('../pages/account/OrdersPage')),
                    content('orders/:id', 'Order', () => import('../pages/account/OrderPage')),
                    page('wishlist', 'My wishlist', () => import('../pages/wishlist/WishlistPage')),
                  ],
                },
                // The 404 page is in the start-up bundle already (RouteError shows it for failed validity checks).
                { path: '*', Component: NotFoundPage, handle: { title: 'Page not found' } },
              ],
            },
          ],
        },
        {
          path: 'checkout',
          element: <BareLayout />,
          children: [
            {
              errorElement: <RouteError />,
              children: [
                { index: true, loader: () => redirect('/checkout/cart') },
                page('cart', 'Your cart', () => import('../pages/cart/CartPage')),
                // The checkout guards (spec §4) are these pages' loaders: init-auth, check-cart, guest, encryption.
                content('shipping', 'Shipping', () => import('../pages/checkout/ShippingPage')),
                content('payment', 'Payment', () => import('../pages/checkout/PaymentPage')),
                content('confirmation/:id', 'Order confirmation', () => import('../pages/checkout/ConfirmationPage')),
              ],
            },
          ],
        },
      ],
    },
  ];
}
