import { cartModule } from './cart.module';
import { catalogueModule } from './catalogue.module';
import { contentModule } from './content.module';
import { identityModule } from './identity.module';
import { platformModule } from './platform.module';
import { wishlistModule } from './wishlist.module';

/**
 * The feature modules every container starts with: what the shell, the catalogue pages and the
 * shopper's session need. The others load on demand (on-demand.ts).
 */
export const startupModules = [platformModule, catalogueModule, cartModule, identityModule, wishlistModule, contentModule] as const;

export { cartModule, catalogueModule, contentModule, identityModule, platformModule, wishlistModule };
