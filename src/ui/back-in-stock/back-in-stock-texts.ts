/** Texts of "Notify me when it's back" on the product page and in the account. */
export const NOTIFY_ME_TEXTS = {
  button: "Notify me when it's back",
  lead: 'This size is sold out. We can e-mail you once when it is back.',
  emailLabel: 'Your e-mail address',
  asking: 'Saving your request',
  failed: 'Your request could not be saved. Please try again.',
} as const;

export const BACK_IN_STOCK_ALERTS_TEXTS = {
  title: 'Back in stock alerts',
  lead: 'We e-mail you once when one of these sizes is back. Requests end after 90 days.',
  empty: 'You are not waiting for any size.',
  loadFailed: 'Your back-in-stock alerts could not be loaded.',
  loadAgain: 'Load the alerts again',
  cancel: (name: string, size: string | null) => `Cancel the alert for ${name}${size === null ? '' : `, size ${size}`}`,
  cancelLabel: 'Cancel',
  until: (date: string) => `Until ${date}`,
} as const;
