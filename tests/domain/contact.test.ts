import { describe, expect, it } from 'vitest';
import {
  checkContactMessage, checkContactName, checkContactSubject, checkOrderNumber, CONTACT_MESSAGES, CONTACT_SUBJECTS, CUSTOMER_SERVICE_HOURS,
} from '@/domain/contact';
import { checkEmail, EMAIL_REQUIRED, INVALID_EMAIL_MESSAGE } from '@/domain/email';
import { columnHeading } from '@/domain/navigation';

describe('contact form', () => {
  it('offers the subjects order, delivery, returns, product, other', () => {
    expect(CONTACT_SUBJECTS.map((subject) => subject.value)).toEqual(['order', 'delivery', 'returns', 'product', 'other']);
  });

  it('spec §9: customer service hours', () => {
    expect(CUSTOMER_SERVICE_HOURS).toBe('Monday to Friday 9:00 AM to 5:00 PM');
  });

  it('accepts a complete form with or without an order number', () => {
    expect([checkContactName('Rima'), checkEmail('rima@example.com'), checkContactSubject('order'), checkOrderNumber(''), checkContactMessage('Where is my parcel?')]).toEqual([null, null, null, null, null]);
    expect(checkOrderNumber('MSN-1042')).toBeNull();
  });

  it('names every invalid field with its message', () => {
    expect(checkContactName(' ')).toBe(CONTACT_MESSAGES.nameRequired);
    expect(checkContactName('x'.repeat(121))).toBe(CONTACT_MESSAGES.nameTooLong);
    expect(checkEmail('')).toBe(EMAIL_REQUIRED);
    expect(checkEmail('rima@')).toBe(INVALID_EMAIL_MESSAGE);
    expect(checkContactSubject('')).toBe(CONTACT_MESSAGES.subjectRequired);
    expect(checkContactSubject('complaint')).toBe(CONTACT_MESSAGES.subjectRequired);
    expect(checkOrderNumber('x'.repeat(41))).toBe(CONTACT_MESSAGES.orderNumberTooLong);
    expect(checkContactMessage('')).toBe(CONTACT_MESSAGES.messageRequired);
    expect(checkContactMessage('x'.repeat(5001))).toBe(CONTACT_MESSAGES.messageTooLong);
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
