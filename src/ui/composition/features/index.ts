import { accountModule } from './account.module';
import { cartModule } from './cart.module';
import { catalogueModule } from './catalogue.module';
import { checkoutModule } from './checkout.module';
import { contentModule } from './content.module';
import { identityModule } from './identity.module';
import { platformModule } from './platform.module';
import { wishlistModule } from './wishlist.module';

/** Every feature's ContainerModule, as the app and the tests load them. */
export const featureModules = [
  platformModule,
  catalogueModule,
  cartModule,
  identityModule,
  wishlistModule,
  contentModule,
  checkoutModule,
  accountModule,
] as const;

export { accountModule, cartModule, catalogueModule, checkoutModule, contentModule, identityModule, platformModule, wishlistModule };
