import type { OutgoingMail } from '../outbox.js';
import { escapeHtml, mailButton, mailHeading, mailLayout, mailParagraph } from './layout.js';

/** The password reset mail: the 6-digit code, and the link that opens the reset with it filled in. */
export function passwordResetMail({ to, pin, link, origin, minutes }: { to: string; pin: string; link: string; origin: string; minutes: number }): OutgoingMail {
  const subject = 'Your password reset code';
  const text = `Your confirmation code is ${pin}. It expires in ${minutes} minutes.\nOr open ${link}\n\nIf you did not ask to reset your password, ignore this e-mail: nothing changes.`;
  const content = [
    mailHeading('Reset your password'),
    mailParagraph('Your confirmation code is'),
    `<p style="margin:0 0 18px;font:600 32px/1 'Courier New',monospace;letter-spacing:.3em">${escapeHtml(pin)}</p>`,
    mailParagraph(`It expires in ${minutes} minutes. Or open the reset directly:`),
    mailButton(link, 'Reset my password'),
    mailParagraph('If you did not ask to reset your password, ignore this e-mail: nothing changes.', true),
  ].join('\n');
  return { to, subject, text, html: mailLayout({ origin, title: subject, preheader: `Your code is ${pin}`, content }) };
}
