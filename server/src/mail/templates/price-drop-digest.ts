import type { OutgoingMail } from '../outbox.js';
import { escapeHtml, MAIL_COLOURS, mailButton, mailHeading, mailLayout, mailParagraph } from './layout.js';
import { mailImageUrl } from './order-confirmation.js';

/** One wishlisted piece whose price dropped. */
export interface DroppedPiece {
  name: string;
  /** The product's picture (a store path or an absolute URL). */
  image: string | null;
  /** Absolute: the product page. */
  link: string;
  /** Cents: what it was offered at when wished, and now. */
  was: number;
  now: number;
}

/** What a digest says: the pieces, where the wishlist is and how to stop these mails. */
export interface PriceDropDigestModel {
  to: string;
  origin: string;
  pieces: DroppedPiece[];
  /** Absolute: the signed opt-out page. */
  unsubscribeLink: string;
}

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The daily e-mail of wishlisted pieces whose price dropped since the last one. */
export function priceDropDigestMail(model: PriceDropDigestModel): OutgoingMail {
  const count = model.pieces.length;
  const subject = count === 1 ? `Price drop on your wishlist: ${model.pieces[0]!.name}` : `Price drops on your wishlist: ${count} pieces`;
  const text = [
    'Good news: pieces on your wishlist cost less now.',
    '',
    ...model.pieces.map((piece) => `${piece.name}: ${usd(piece.now)} (was ${usd(piece.was)}) ${piece.link}`),
    '',
    `Your wishlist: ${model.origin}/my-account/wishlist`,
    `To stop these e-mails: ${model.unsubscribeLink}`,
  ].join('\n');
  const rows = model.pieces
    .map((piece) => {
      const image = mailImageUrl(piece.image, model.origin);
      return `<tr>
<td width="96" style="padding:12px 16px 12px 0;vertical-align:top">${image === null ? '' : `<a href="${escapeHtml(piece.link)}"><img src="${escapeHtml(image)}" width="96" height="120" alt="${escapeHtml(piece.name)}" style="display:block;width:96px;height:120px;object-fit:cover;background:${MAIL_COLOURS.page};border:0"></a>`}</td>
<td style="padding:12px 0;vertical-align:top">${mailParagraph(`<a href="${escapeHtml(piece.link)}" style="color:inherit"><strong>${escapeHtml(piece.name)}</strong></a>`)}${mailParagraph(`${usd(piece.now)} <s style="color:${MAIL_COLOURS.muted}">${usd(piece.was)}</s>`, true)}</td>
</tr>`;
    })
    .join('\n');
  const content = [
    mailHeading('Price dropped'),
    mailParagraph('Good news: pieces on your wishlist cost less now.'),
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 4px;border-top:1px solid ${MAIL_COLOURS.rule};border-bottom:1px solid ${MAIL_COLOURS.rule};width:100%">${rows}</table>`,
    mailButton(`${model.origin}/my-account/wishlist`, 'See your wishlist'),
    mailParagraph(`At most one e-mail a day. <a href="${escapeHtml(model.unsubscribeLink)}" style="color:${MAIL_COLOURS.muted}">Stop price-drop e-mails</a>.`, true),
  ].join('\n');
  return { to: model.to, subject, text, html: mailLayout({ origin: model.origin, title: subject, preheader: 'Pieces on your wishlist cost less now', content }) };
}
