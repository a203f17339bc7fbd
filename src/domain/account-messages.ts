// What the account area's use cases tell the shopper (our wording: the spec shows none).

/** After the profile is saved. */
export const PROFILE_SAVED = 'Your profile has been saved.';

/** After the password is changed. */
export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out.';

/** After an address is saved (new or edited). */
export const ADDRESS_SAVED = 'The address has been saved.';

/** After an address is deleted. */
export const ADDRESS_DELETED = 'The address has been deleted.';

/** After an address becomes the default. */
export const DEFAULT_ADDRESS_CHOSEN = 'This is now your default address.';

/** After "Buy again" when every line went to the cart. */
export const BUY_AGAIN_ALL_ADDED = 'The pieces of this order are in your cart.';

/** After "Buy again" when some lines are out of stock: which ones. */
export function buyAgainSomeMissing(names: readonly string[]): string {
  return `Added to your cart, except what is out of stock: ${names.join(', ')}.`;
}

/** After "Buy again" when nothing is in stock any more. */
export const BUY_AGAIN_NONE_ADDED = 'None of these pieces is in stock any more.';
