import type { Session } from '../models';
import type { AddressBookStore, AuthStore } from '../stores';
import type { CartService } from './cart-service';
import type { WishlistService } from './wishlist-service';

/** Why a session ends: the shopper signed out, or the server answered 401. */
export type SessionEnd = 'signed-out' | 'expired';

/**
 * Starts and ends the shopper's session over the stores that hold it: who is signed in, their
 * cart, wishlist and addresses. The use cases (SignIn, SignOut, RestoreSession, ExpireSession)
 * talk to the server and say what happened; this is what a session does to the app's state.
 */
export class SessionService {
  constructor(
    private readonly auth: AuthStore,
    private readonly cart: CartService,
    private readonly wishlist: WishlistService,
    private readonly addressBook: AddressBookStore,
  ) {}

  get signedIn(): boolean {
    return this.auth.isAuthenticated;
  }

  /** A sign-in or sign-up succeeded: keep the token, merge the guest cart (answered: what was merged), load the wishlist. */
  async start(session: Session): Promise<{ readonly pieces: number; readonly coupons: readonly string[] }> {
    this.auth.signIn(session);
    this.auth.clearGuest();
    const [merged] = await Promise.all([this.cart.adoptGuestCart(), this.wishlist.load()]);
    return merged;
  }

  /** Start-up: the cart (a guest's or the shopper's) and, signed in, the wishlist. */
  async load(): Promise<void> {
    await Promise.all([this.cart.restore(), this.signedIn ? this.wishlist.load() : undefined]);
  }

  /** The account's data leaves the screen; a sign-out also forgets the client-side cart. */
  end(reason: SessionEnd): void {
    this.auth.clearUser();
    this.cart.clear(reason === 'signed-out');
    this.wishlist.clear();
    this.addressBook.clear();
  }
}
