// Texts of the checkout's steps (our wording: the spec names the steps, not their texts).
import { CHECKOUT_MESSAGES, formatMoney } from '@/domain';

export const SHIPPING_TITLE = 'Shipping';
export const PAYMENT_TITLE = 'Payment';
export const CONFIRMATION_TITLE = 'Thank you for your order';
export const STEPS_LABEL = 'Checkout steps';

export const IDENTIFY_TITLE = 'Who is ordering?';
export const IDENTIFY_LEAD = 'Sign in to use your saved addresses, or continue as a guest: we only need your e-mail to confirm the order.';
export const SIGN_IN_BUTTON = 'Sign in';
export const ACCOUNT_PANEL_TITLE = 'I have an account';
export const ACCOUNT_PANEL_TEXT = 'Your saved addresses are ready, and the order joins your account.';
export const GUEST_TITLE = 'Continue as a guest';
export const GUEST_EMAIL_LABEL = 'Email';
export const GUEST_CONTINUE = 'Continue as a guest';
export const GUEST_CONTINUING = 'Continuing as a guest';

export const DELIVERY_LEGEND = 'How would you like to receive your order?';
export const DELIVER_OPTION = 'Delivery to an address';
export const PICKUP_OPTION = 'Pick up in store (free)';
export const SHIPPING_ADDRESS_TITLE = 'Shipping address';
export const BILLING_ADDRESS_TITLE = 'Billing address';
export const PICKUP_TITLE = 'Choose a store';
export const ADD_ADDRESS = 'Add a new address';
export const EDIT_ADDRESS = 'Edit';
export const USE_ADDRESS = 'Use this address';
export const BILLING_SAME = 'Billing address is the same as shipping';
export const CONTINUE_TO_PAYMENT = 'Continue to payment';
export const LOADING_STORES = 'Loading the stores';
export const STORES_FAILED = 'The stores could not be loaded. Please try again in a moment.';
export const editAddressLabel = (name: string) => `Edit the address of ${name}`;

export const INSURANCE_LABEL = 'Insure my parcel';
/** The insurance toggle's two rates: what shipping costs with and without it. */
export const insuranceRates = (withInsurance: number, without: number) =>
  `${formatMoney(withInsurance)} with insurance, ${formatMoney(without)} without`;

export const PAYMENT_LEGEND = 'Payment method';
export const CARD_OPTION = 'Card';
export const CARD_HINT = "You will enter your card on our payment partner's secure page: your card number never reaches us.";
export const COD_OPTION = 'Cash on delivery';
export const COD_HINT = 'Pay in cash when your order is handed to you.';
export const payLabel = (total: number) => `Pay ${formatMoney(total)}`;
export const PLACE_ORDER = 'Place order';
/** The shop is very busy (issue 30): Pay tries again by itself, saying when. */
export const BUSY_TITLE = CHECKOUT_MESSAGES.busy;
export const BUSY_RETRYING = CHECKOUT_MESSAGES.busyRetrying;
export const BUSY_GAVE_UP = CHECKOUT_MESSAGES.busyGaveUp;
export const BUSY_TRYING_NOW = 'Trying again now…';
export const busyCountdown = (secondsLeft: number) => `Trying again in ${secondsLeft} s`;
export const busyTry = (retry: number, retries: number) => `try ${retry} of ${retries}`;
/** What a screen reader hears once per try (the countdown itself is not read out every second). */
export const busyAnnouncement = (seconds: number, retry: number, retries: number) =>
  `Trying again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}, ${busyTry(retry, retries)}.`;
export const TRY_AGAIN = 'Try again';
export const PLACING = 'Placing your order';
export const DELIVERY_RECAP = 'Delivery';
export const CHANGE = 'Change';

export const ORDER_NUMBER_LABEL = 'Order number';
export const PAYMENT_METHOD_LABEL = 'Payment';
export const PAYMENT_STATUS_TEXT = {
  due_on_delivery: 'Cash on delivery: pay when your order arrives',
  pending: 'Awaiting card payment',
  paid: 'Paid by card',
  failed: 'Card payment declined',
  cancelled: 'Cancelled',
} as const;
export const NEXT_STEPS_TITLE = 'What happens next';
/** Where the order's confirmation went (the API says; the account's e-mail for a shopper signed in). */
export const confirmationSentTo = (email: string) => ({ before: 'We sent your order confirmation to ', email, after: '.' });
export const CONFIRMATION_SENT = 'We sent your order confirmation to your e-mail.';
export const nextSteps = (pickup: boolean) => [
  pickup ? 'We will let you know when your order is ready to collect in store.' : 'We prepare your order and hand it to the courier, who calls before delivering.',
  'Questions? Customer service answers Monday to Friday, 9:00 AM to 5:00 PM.',
];
export const STEP_DONE = 'completed';
export const ACCOUNT_OFFER_TITLE = 'Create your account';
export const accountOfferLead = (email: string) =>
  `Choose a password to create your account with ${email}: this order will be in it, and your next checkout will be quicker.`;
export const ACCOUNT_OFFER_EMAIL_LABEL = 'Account e-mail';
export const ACCOUNT_OFFER_SUBMIT = 'Create my account';
export const ACCOUNT_OFFER_CREATING = 'Creating your account';
/** Logged when the sign-up's code could not load (the form then says it could not be sent). */
export const ACCOUNT_OFFER_UNAVAILABLE = 'The sign-up could not be loaded.';
export const ACCOUNT_CREATED_TITLE = 'Your account is ready';
export const ACCOUNT_CREATED_TEXT = 'This order is in your account, with its status and delivery.';
export const SEE_MY_ORDERS = 'See my orders';
export const PICKUP_STORE_LABEL = 'Pick up in store';
export const CONTINUE_SHOPPING = 'Continue shopping';
export const ORDER_NOT_FOUND = 'We could not find this order.';
export const IDENTIFY_FAILED = 'We could not continue as a guest. Please try again in a moment.';
export const ORDER_SUMMARY = 'Your order';
