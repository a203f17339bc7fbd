import { accountModule } from './account.module';
import { backInStockModule } from './back-in-stock.module';
import { buildWatchModule } from './build-watch.module';
import { checkoutModule } from './checkout.module';
import { contactModule } from './contact.module';
import { contentPagesModule } from './content-pages.module';
import { fitModule } from './fit.module';
import { newsletterModule } from './newsletter.module';
import { placeholdersModule } from './placeholders.module';
import { recentlyViewedModule } from './recently-viewed.module';
import { searchModule } from './search.module';
import { signInModule } from './sign-in.module';
import { signOutModule } from './sign-out.module';
import { storeLocatorModule } from './store-locator.module';

/**
 * Every on-demand feature's modules, for the containers that load them all at once, where no
 * bundle is at stake: a server render's and the tests'. Never import this from the browser's start-up.
 */
export const onDemandModules = [accountModule, backInStockModule, buildWatchModule, checkoutModule, contactModule, contentPagesModule, fitModule, newsletterModule, placeholdersModule, recentlyViewedModule, searchModule, signInModule, signOutModule, storeLocatorModule] as const;
