// The account area's labels and notices (our wording: the spec names the routes only).

export const ACCOUNT_NAV_LABEL = 'My account';
export const BACK_TO_ACCOUNT = 'My account';
export const greeting = (firstName: string | undefined): string => (firstName ? `Hello, ${firstName}` : 'Hello');

export const SIGN_IN_NEEDED_TITLE = 'Sign in to see your account';
export const SIGN_IN_NEEDED_TEXT = 'Your orders, addresses and profile are waiting for you once you are signed in.';

export const TRY_AGAIN = 'Try again';
export const LOAD_FAILED = {
  orders: 'Your orders could not be loaded.',
  order: 'This order could not be loaded.',
  addresses: 'Your addresses could not be loaded.',
  overview: 'Your account could not be loaded.',
} as const;

export const OVERVIEW = {
  lead: 'From here you can follow your orders, keep your addresses and profile up to date, and find your wishlist.',
  latestOrder: 'Latest order',
  noOrder: 'You have not ordered yet.',
  defaultAddress: 'Default address',
  noAddress: 'No address saved yet.',
  addAddress: 'Add an address',
  viewOrder: 'View order',
  allOrders: 'All orders',
  manageAddresses: 'Manage addresses',
  shortcuts: 'Shortcuts',
} as const;

export const SHORTCUT_TEXTS = {
  orders: 'Follow and buy again',
  addresses: 'Delivery and billing',
  profile: 'Your details and password',
  wishlist: 'Pieces you saved',
} as const;

export const ORDERS = {
  empty: 'No orders yet',
  emptyText: 'When you place an order, it shows here with its status.',
  shop: 'Start shopping',
  number: 'Order',
  date: 'Date',
  status: 'Status',
  items: 'Items',
  total: 'Total',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  loading: 'Loading your orders',
} as const;

export const ORDER = {
  title: (number: string) => `Order ${number}`,
  placedOn: 'Placed on',
  paidOn: 'Paid on',
  updatedOn: 'Last update',
  delivery: 'Delivery and billing',
  status: 'Status',
  payment: 'Payment',
  paymentStatus: 'Payment status',
  lines: 'Pieces',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  subtotal: 'Subtotal',
  coupon: (code: string) => `Coupon ${code}`,
  shipping: 'Shipping',
  insurance: 'Shipping insurance',
  insured: 'Included',
  freeShipping: 'Free',
  total: 'Total',
  shippingAddress: 'Shipping address',
  billingAddress: 'Billing address',
  pickupStore: 'Pickup store',
  buyAgain: 'Buy again',
  back: 'All orders',
  loading: 'Loading the order',
} as const;

export const ADDRESSES = {
  add: 'Add an address',
  edit: 'Edit',
  delete: 'Delete',
  makeDefault: 'Make default',
  defaultBadge: 'Default',
  empty: 'No address saved yet',
  emptyText: 'Save an address to check out faster.',
  deleteTitle: 'Delete this address?',
  deleteText: 'It will no longer be offered at checkout. Orders already placed keep their address.',
  deleteConfirm: 'Delete',
  cancel: 'Cancel',
  loading: 'Loading your addresses',
  unnamed: 'Address',
  deleteFailed: 'The address could not be deleted. Please try again.',
  newTitle: 'New address',
  editTitle: 'Edit address',
} as const;

export const PROFILE = {
  details: 'Personal details',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  emailHint: 'Your e-mail address is how you sign in; it cannot be changed here.',
  phone: 'Phone',
  birthDate: 'Birth date',
  gender: 'Gender',
  genderOptions: [
    { value: 'f', label: 'Female' },
    { value: 'm', label: 'Male' },
    { value: '', label: 'Rather not say' },
  ],
  priceDropDigest: 'E-mail me, at most once a day, when pieces on my wishlist drop in price',
  save: 'Save',
  saving: 'Saving',
  password: 'Change password',
  passwordLead: 'Other devices signed in to your account are signed out; this one stays signed in.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  changePassword: 'Change password',
  changing: 'Changing',
} as const;
