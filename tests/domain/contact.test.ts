import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, CONTACT_SUBJECTS, CUSTOMER_SERVICE_HOURS, validateContact, type ContactForm } from '@/domain/contact';
import { EMAIL_REQUIRED, INVALID_EMAIL_MESSAGE } from '@/domain/email';
import { columnHeading } from '@/domain/navigation';

const VALID: ContactForm = { name: 'Rima', email: 'rima@example.com', subject: 'order', order_number: '', message: 'Where is my parcel?' };

describe('contact form', () => {
  it('offers the subjects order, delivery, returns, product, other', () => {
    expect(CONTACT_SUBJECTS.map((subject) => subject.value)).toEqual(['order', 'delivery', 'returns', 'product', 'other']);
  });

  it('spec §9: customer service hours', () => {
    expect(CUSTOMER_SERVICE_HOURS).toBe('Monday to Friday 9:00 AM to 5:00 PM');
  });

  it('accepts a complete form with or without an order number', () => {
    expect(validateContact(VALID)).toEqual({});
    expect(validateContact({ ...VALID, order_number: 'MSN-1042' })).toEqual({});
  });

  it('names every invalid field with its message', () => {
    expect(validateContact({ name: ' ', email: '', subject: '', order_number: 'x'.repeat(41), message: '' })).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: EMAIL_REQUIRED,
      subject: CONTACT_MESSAGES.subjectRequired,
      order_number: CONTACT_MESSAGES.orderNumberTooLong,
      message: CONTACT_MESSAGES.messageRequired,
    });
    expect(validateContact({ ...VALID, email: 'rima@', name: 'x'.repeat(121), message: 'x'.repeat(5001) })).toEqual({
      email: INVALID_EMAIL_MESSAGE,
      name: CONTACT_MESSAGES.nameTooLong,
      message: CONTACT_MESSAGES.messageTooLong,
    });
    expect(validateContact({ ...VALID, subject: 'complaint' as ContactForm['subject'] })).toEqual({ subject: CONTACT_MESSAGES.subjectRequired });
  });
});

describe('menu column heading', () => {
  const link = { label: 'Jeans', type: 'custom' as const, link: '/x', category: null, tag: null };
  it('is the column heading, else its first link', () => {
    expect(columnHeading({ heading: 'More categories', boldface_first_link: false, links: [link] })).toBe('More categories');
    expect(columnHeading({ heading: ' ', boldface_first_link: false, links: [link] })).toBe('Jeans');
    expect(columnHeading({ boldface_first_link: false, links: [] })).toBe('');
  });
});
