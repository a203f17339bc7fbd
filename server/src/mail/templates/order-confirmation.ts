import { linePrice } from '../../../../src/domain/cart-pricing.js';
import { formatMoney as money } from '../../../../src/domain/money.js';
import { mailPhotoUrl } from '../../../../src/domain/photo-sources.js';
import type { OrderAnswer } from '../../features/orders/orders.js';
import type { OutgoingMail } from '../outbox.js';
import { escapeHtml, MAIL_COLOURS, MAIL_SANS as SANS, mailButton, mailHeading, mailLayout, mailParagraph } from './layout.js';

/**
 * A product image for mail: absolute, and a PNG or JPEG (mail clients do not all show SVG, AVIF or
 * WebP): the media route renders a drawing as PNG, and an imported photograph keeps a JPEG.
 */
export function mailImageUrl(image: string | null, origin: string): string | null {
  if (image === null) return null;
  const raster = mailPhotoUrl(image) ?? image.replace(/^(\/media\/products\/[a-z-]+\/[a-z0-9-]+)\.svg/, '$1.png');
  return /^https?:\/\//.test(raster) ? raster : `${origin}${raster.startsWith('/') ? '' : '/'}${raster}`;
}

/** Where the order goes, in one line. */
function deliveryLine(order: OrderAnswer): string {
  if (order.pickup_store !== null) {
    return `Pick up in store: ${order.pickup_store.name}, ${order.pickup_store.address}, ${order.pickup_store.city}. We will tell you when it is ready.`;
  }
  const address = order.shipping_address;
  const parts = [`${address?.first_name ?? ''} ${address?.last_name ?? ''}`.trim(), address?.street, address?.area, address?.city].filter((part): part is string => typeof part === 'string' && part !== '');
  return `Delivery to: ${parts.join(', ')}.`;
}

const paymentLine = (order: OrderAnswer) =>
  order.payment_method === 'cod' ? `Pay ${money(order.total)} in cash on delivery.` : `Paid by card: ${money(order.total)}.`;

/** The totals as label and amount, as the cart showed them. */
function totals(order: OrderAnswer): [string, string][] {
  return [
    ['Subtotal', money(order.subtotal)],
    ...(order.discount > 0 ? [['Coupons', `−${money(order.discount)}`] as [string, string]] : []),
    ['Shipping', order.shipping === 0 ? 'Free' : money(order.shipping)],
    ['Total', money(order.total)],
  ];
}

/** The plain-text part: what was bought, what it cost, where it goes, how it is paid. */
function confirmationText(order: OrderAnswer, link: string): string {
  return [
    `Thank you for your order ${order.number}.`,
    '',
    ...order.items.map((item) => `  ${item.quantity} × ${item.product.name}`),
    '',
    ...totals(order).map(([label, amount]) => `${label}: ${amount}`),
    '',
    deliveryLine(order),
    paymentLine(order),
    '',
    link,
  ].join('\n');
}

function lineRow(item: OrderAnswer['items'][number], origin: string): string {
  const image = mailImageUrl(item.product.image, origin);
  const details = item.product.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`).join(' · ');
  return `<tr>
<td width="72" style="padding:12px 12px 12px 0;vertical-align:top">${image === null ? '' : `<img src="${escapeHtml(image)}" width="72" height="90" alt="" style="display:block;width:72px;height:90px;object-fit:cover;background:${MAIL_COLOURS.page}">`}</td>
<td style="padding:12px 0;vertical-align:top;font:14px/1.45 ${SANS};color:${MAIL_COLOURS.text}">${escapeHtml(item.product.name)}<br><span style="color:${MAIL_COLOURS.muted};font-size:13px">${escapeHtml(details)}${details === '' ? '' : ' · '}Qty ${item.quantity}</span></td>
<td align="right" style="padding:12px 0;vertical-align:top;font:14px/1.45 ${SANS};color:${MAIL_COLOURS.text};white-space:nowrap">${escapeHtml(money(linePrice(item)))}</td>
</tr>`;
}

/**
 * The order's confirmation: its lines with their pictures, the totals the shopper saw, where it
 * goes, how it is paid, and a link back (the account's order page, or the store for a guest).
 */
export function orderConfirmationMail({ order, origin, forAccount }: { order: OrderAnswer; origin: string; forAccount: boolean }): Omit<OutgoingMail, 'to'> {
  const link = forAccount ? `${origin}/my-account/orders/${order.id}` : `${origin}/`;
  const subject = `Your order ${order.number}`;
  const rule = `border-top:1px solid ${MAIL_COLOURS.rule}`;
  const content = [
    mailHeading('Thank you for your order'),
    mailParagraph(`Order <strong>${escapeHtml(order.number)}</strong>`, true),
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${rule}">${order.items.map((item) => lineRow(item, origin)).join('')}</table>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${rule};margin-bottom:18px">${totals(order)
      .map(([label, amount], index, all) => {
        const last = index === all.length - 1;
        const style = `padding:${last ? '10px' : '6px'} 0 0;font:${last ? '600 16px' : '14px'}/1.4 ${SANS};color:${MAIL_COLOURS.text}`;
        return `<tr><td style="${style}">${escapeHtml(label)}</td><td align="right" style="${style}">${escapeHtml(amount)}</td></tr>`;
      })
      .join('')}</table>`,
    mailParagraph(escapeHtml(deliveryLine(order))),
    mailParagraph(escapeHtml(paymentLine(order))),
    mailButton(link, forAccount ? 'View your order' : 'Back to the store'),
  ].join('\n');
  return { subject, text: confirmationText(order, link), html: mailLayout({ origin, title: subject, preheader: `${order.items.length} ${order.items.length === 1 ? 'piece' : 'pieces'}, ${money(order.total)}`, content }) };
}
