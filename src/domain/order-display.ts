// How an order reads in the account area: its dates, status, payment and size, en-US (spec §9).

/** Order states, as the API names them. */
export type OrderState = 'pending_payment' | 'placed' | 'paid' | 'payment_failed' | 'cancelled';

/** What each state says to the shopper (our wording). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderState, string>> = {
  pending_payment: 'Awaiting payment',
  placed: 'Placed',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled',
};

/** The tone a state is shown in: done, waiting or stopped. */
export function orderStatusTone(status: OrderState): 'success' | 'pending' | 'error' {
  if (status === 'paid' || status === 'placed') return 'success';
  if (status === 'pending_payment') return 'pending';
  return 'error';
}

/** Payment methods, as the shopper reads them. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<'card' | 'cod', string>> = {
  card: 'Card (hosted checkout)',
  cod: 'Cash on delivery',
};

/** Where an order's payment stands, as the API names it. */
export type PaymentState = 'due_on_delivery' | 'pending' | 'paid' | 'failed' | 'cancelled';

/** What each payment state says to the shopper (our wording). */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentState, string>> = {
  due_on_delivery: 'Due on delivery',
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Declined',
  cancelled: 'Cancelled',
};

const orderDay = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const orderMoment = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** An order's date, en-US: "November 25, 2026". */
export function formatOrderDate(isoDateTime: string): string {
  return orderDay.format(new Date(isoDateTime));
}

/** An order's date and time, en-US: "November 25, 2026 at 3:05 PM". */
export function formatOrderDateTime(isoDateTime: string): string {
  return orderMoment.format(new Date(isoDateTime));
}

/** "1 item", "3 items". */
export function itemCountLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}
