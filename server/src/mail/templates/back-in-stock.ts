import type { OutgoingMail } from '../outbox.js';
import { escapeHtml, MAIL_COLOURS, mailButton, mailHeading, mailLayout, mailParagraph } from './layout.js';
import { mailImageUrl } from './order-confirmation.js';

/** What a back-in-stock mail says: the piece, its size and colour, where to buy it and how to stop these mails. */
export interface BackInStockMailModel {
  to: string;
  origin: string;
  productName: string;
  size: string | null;
  colourName: string | null;
  /** The product's picture in that colour (a store path or an absolute URL). */
  image: string | null;
  /** Absolute: the product page with the size chosen. */
  productLink: string;
  /** Absolute: the signed unsubscribe page. */
  unsubscribeLink: string;
}

/** The mail sent once to a shopper who asked to hear when a sold-out size is back. */
export function backInStockMail(model: BackInStockMailModel): OutgoingMail {
  const choice = [model.size === null ? null : `size ${model.size}`, model.colourName].filter((part): part is string => part !== null).join(', ');
  const subject = `Back in stock: ${model.productName}${model.size === null ? '' : `, size ${model.size}`}`;
  const image = mailImageUrl(model.image, model.origin);
  const text = [
    `Good news: ${model.productName}${choice === '' ? '' : ` (${choice})`} is back in stock.`,
    'Pieces come back in small numbers and go first come, first served.',
    `Shop it: ${model.productLink}`,
    '',
    `We e-mail you once per request. To stop all back-in-stock e-mails: ${model.unsubscribeLink}`,
  ].join('\n');
  const content = [
    mailHeading("It's back"),
    mailParagraph(`Good news: a size you asked about is back in stock.`),
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 4px;border-top:1px solid ${MAIL_COLOURS.rule};border-bottom:1px solid ${MAIL_COLOURS.rule};width:100%"><tr>
<td width="120" style="padding:14px 16px 14px 0;vertical-align:top">${image === null ? '' : `<a href="${escapeHtml(model.productLink)}"><img src="${escapeHtml(image)}" width="120" height="150" alt="${escapeHtml(model.productName)}" style="display:block;width:120px;height:150px;object-fit:cover;background:${MAIL_COLOURS.page};border:0"></a>`}</td>
<td style="padding:14px 0;vertical-align:top">${mailParagraph(`<strong>${escapeHtml(model.productName)}</strong>`)}${choice === '' ? '' : mailParagraph(escapeHtml(choice[0]!.toUpperCase() + choice.slice(1)), true)}</td>
</tr></table>`,
    mailParagraph('Pieces come back in small numbers and go first come, first served.', true),
    mailButton(model.productLink, 'Shop it now'),
    mailParagraph(`We e-mail you once per request. <a href="${escapeHtml(model.unsubscribeLink)}" style="color:${MAIL_COLOURS.muted}">Stop back-in-stock e-mails</a>.`, true),
  ].join('\n');
  return { to: model.to, subject, text, html: mailLayout({ origin: model.origin, title: subject, preheader: `${model.productName} is back in stock`, content }) };
}
