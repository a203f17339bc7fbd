import { escapeHtml, mailButton, mailHeading, mailLayout, mailParagraph } from '../../mail/templates/layout.js';

// The unsubscribe link's pages, in the look of the mail it came from. Opening the link only asks:
// mail scanners open links too, and must not end a shopper's requests; the button does it.

/** The page the link opens: one button that ends the address's back-in-stock e-mails. */
export function unsubscribeAskPage(origin: string, token: string): string {
  const content = [
    mailHeading('Stop back-in-stock e-mails'),
    mailParagraph('We will no longer tell this address when a size it waits for is back.'),
    `<form method="post" action="/api/back-in-stock/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" style="padding:14px 28px;font:600 14px/1 'Helvetica Neue',Helvetica,Arial,sans-serif;letter-spacing:.06em;text-transform:uppercase;background:#1a1817;color:#faf8f5;border:0;cursor:pointer">Unsubscribe</button></form>`,
  ].join('\n');
  return mailLayout({ origin, title: 'Stop back-in-stock e-mails', preheader: '', content });
}

/** The page after the button, or after a link that is not ours. */
export function unsubscribeDonePage(origin: string, message: string): string {
  const content = [mailHeading(message), mailButton(`${origin}/`, 'Back to the store')].join('\n');
  return mailLayout({ origin, title: message, preheader: '', content });
}
