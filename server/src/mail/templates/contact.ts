import type { OutgoingMail } from '../outbox.js';
import { escapeHtml, mailButton, mailHeading, mailLayout, mailParagraph } from './layout.js';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  orderNumber: string | null;
}

const paragraphs = (text: string) => escapeHtml(text).replaceAll('\n', '<br>');

/** The message, for customer service (`support_email`); a reply goes to the shopper. */
export function contactForSupportMail(to: string, contact: ContactMessage, origin: string): OutgoingMail {
  const about = contact.orderNumber ? ` about order ${contact.orderNumber}` : '';
  const subject = `Contact: ${contact.subject}`;
  const text = `From ${contact.name} <${contact.email}>${about}:\n\n${contact.message}`;
  const content = [
    mailHeading(contact.subject),
    mailParagraph(`From ${escapeHtml(contact.name)} &lt;<a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a>&gt;${escapeHtml(about)}:`, true),
    mailParagraph(paragraphs(contact.message)),
  ].join('\n');
  return { to, subject, text, html: mailLayout({ origin, title: subject, preheader: `From ${contact.name}`, content }) };
}

/**
 * The acknowledgement the sender gets. It repeats nothing they typed (name, subject, message):
 * anyone can put another person's address in the form, and the store must not carry their text.
 */
export function contactAcknowledgementMail(contact: Pick<ContactMessage, 'email'>, origin: string): OutgoingMail {
  const subject = 'We received your message';
  const text = `Thank you for your message. Our team will get back to you shortly, Monday to Friday from 9:00 AM to 5:00 PM.\n\nIf you did not write to us, ignore this e-mail.\n\n${origin}/`;
  const content = [
    mailHeading('Thank you for your message'),
    mailParagraph('Our team will get back to you shortly, Monday to Friday from 9:00 AM to 5:00 PM.'),
    mailParagraph('If you did not write to us, ignore this e-mail.', true),
    mailButton(`${origin}/`, 'Back to the store'),
  ].join('\n');
  return { to: contact.email, subject, text, html: mailLayout({ origin, title: subject, preheader: 'Our team will get back to you shortly.', content }) };
}
