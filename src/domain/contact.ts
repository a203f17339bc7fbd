// The contact form (/contact-us): its subjects, rules and texts, and the customer service hours of spec §9.

/** Customer service hours (spec §9). */
export const CUSTOMER_SERVICE_HOURS = 'Monday to Friday 9:00 AM to 5:00 PM';

/** Subjects a shopper may choose, with their labels. */
export const CONTACT_SUBJECTS = [
  { value: 'order', label: 'An order' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'returns', label: 'Returns and refunds' },
  { value: 'product', label: 'A product' },
  { value: 'other', label: 'Something else' },
] as const;

/** A subject's value. */
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

/** The contact form's values. */
export interface ContactForm {
  name: string;
  email: string;
  subject: ContactSubject | '';
  order_number: string;
  message: string;
}

/** Field labels of the contact form. */
export const CONTACT_FIELD_LABELS: Readonly<Record<keyof ContactForm, string>> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  order_number: 'Order number (optional)',
  message: 'Message',
};

/** Longest values the API accepts (docs/api.md, POST /api/contact). */
export const CONTACT_LIMITS = { name: 120, order_number: 40, message: 5000 } as const;

/** Messages of the contact form (our wording: the spec does not show them). */
export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Your name must be at most ${CONTACT_LIMITS.name} characters long`,
  subjectRequired: 'Please choose a subject',
  orderNumberTooLong: `An order number has at most ${CONTACT_LIMITS.order_number} characters`,
  messageRequired: 'Please write your message',
  messageTooLong: `Your message must be at most ${CONTACT_LIMITS.message} characters long`,
  rateLimited: 'You have sent several messages in a short time. Please wait a few minutes before sending another.',
  failed: 'Your message could not be sent. Please try again in a moment.',
} as const;

/** Whether a value is one of the subjects. */
export const isContactSubject = (value: unknown): value is ContactSubject => CONTACT_SUBJECTS.some((subject) => subject.value === value);

/** The message for the name field, or null when it is fine. */
export function checkContactName(value: string): string | null {
  if (value.trim() === '') return CONTACT_MESSAGES.nameRequired;
  return value.trim().length > CONTACT_LIMITS.name ? CONTACT_MESSAGES.nameTooLong : null;
}

/** The message for the subject field, or null when it is fine. */
export const checkContactSubject = (value: unknown): string | null => (isContactSubject(value) ? null : CONTACT_MESSAGES.subjectRequired);

/** The message for the optional order number, or null when it is fine. */
export const checkOrderNumber = (value: string): string | null =>
  value.trim().length > CONTACT_LIMITS.order_number ? CONTACT_MESSAGES.orderNumberTooLong : null;

/** The message for the message field, or null when it is fine. */
export function checkContactMessage(value: string): string | null {
  if (value.trim() === '') return CONTACT_MESSAGES.messageRequired;
  return value.trim().length > CONTACT_LIMITS.message ? CONTACT_MESSAGES.messageTooLong : null;
}
