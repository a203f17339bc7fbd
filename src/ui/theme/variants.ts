// The named variants of the interface pieces (spec §2, §9).

/** Icon sizes (spec §9). */
export const ICON_SIZES = ['mini', 'small', 'medium', 'large', 'xlarge'] as const;

/** An icon size. */
export type IconSize = (typeof ICON_SIZES)[number];

/** Button sizes (spec §9). */
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;

/** A button size. */
export type ButtonSize = (typeof BUTTON_SIZES)[number];

/** Code input sizes (spec §9). */
export const CODE_INPUT_SIZES = ['small', 'medium', 'large'] as const;

/** A code input size. */
export type CodeInputSize = (typeof CODE_INPUT_SIZES)[number];

/** Button colours (spec §9). */
export const BUTTON_COLORS = ['black', 'white', 'gray'] as const;

/** A button colour. */
export type ButtonColor = (typeof BUTTON_COLORS)[number];

/** Payment method icons, named exactly as spec §9 lists them. */
export const PAYMENT_METHOD_ICONS = [
  '3-times payment',
  'amex',
  'applepay',
  'bancontact',
  'cb',
  'giftcard',
  'ideal',
  'jcb',
  'klarna',
  'mastercard',
  'paypal',
  'sofort',
  'visa',
] as const;

/** A payment method icon. */
export type PaymentMethodIcon = (typeof PAYMENT_METHOD_ICONS)[number];

/** The other icons, named exactly as spec §9 lists them. */
export const OTHER_ICONS = ['cart', 'favorite', 'account', 'store locator', 'pickup point', 'truck', 'return', 'gift'] as const;

/** One of the other icons. */
export type OtherIcon = (typeof OTHER_ICONS)[number];
