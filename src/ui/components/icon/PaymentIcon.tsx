import styles from './icon.module.less';
import { type IconSize, type PaymentMethodIcon } from '../../theme';

// Neutral card-shaped marks with the method's name: no trademark artwork is copied.
const MARKS: Record<PaymentMethodIcon, { text: string; name: string; serif?: boolean }> = {
  '3-times payment': { text: '3×', name: 'Payment in 3 instalments', serif: true },
  amex: { text: 'AMEX', name: 'American Express' },
  applepay: { text: 'Apple Pay', name: 'Apple Pay' },
  bancontact: { text: 'Bancontact', name: 'Bancontact' },
  cb: { text: 'CB', name: 'Carte Bancaire' },
  giftcard: { text: 'GIFT', name: 'Gift card' },
  ideal: { text: 'iDEAL', name: 'iDEAL' },
  jcb: { text: 'JCB', name: 'JCB' },
  klarna: { text: 'Klarna', name: 'Klarna' },
  mastercard: { text: 'Mastercard', name: 'Mastercard' },
  paypal: { text: 'PayPal', name: 'PayPal' },
  sofort: { text: 'SOFORT', name: 'Sofort' },
  visa: { text: 'VISA', name: 'Visa' },
};

/** Props of PaymentIcon. */
export interface PaymentIconProps {
  readonly method: PaymentMethodIcon;
  readonly size?: IconSize;
  /** Accessible name; true uses the method's name; without it the mark is decorative. */
  readonly label?: string | true;
  readonly className?: string;
}

/** A payment-method mark of spec §9: a hairline card with the method's name. */
export function PaymentIcon({ method, size = 'large', label, className }: PaymentIconProps) {
  const mark = MARKS[method];
  const name = label === true ? mark.name : label;
  const long = mark.text.length > 8;
  const medium = mark.text.length > 5;
  return (
    <svg
      className={[styles.payment, styles[size], className].filter(Boolean).join(' ')}
      viewBox="0 0 38 24"
      focusable="false"
      data-payment={method}
      {...(name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
    >
      {name ? <title>{name}</title> : null}
      <rect x="0.5" y="0.5" width="37" height="23" rx="2.5" fill="#fff" stroke="#cfc8be" />
      <text
        x="19"
        y="12.6"
        textAnchor="middle"
        dominantBaseline="middle"
        fill="#1a1817"
        fontFamily={mark.serif ? 'Didot, Bodoni MT, Georgia, serif' : 'Helvetica Neue, Arial, sans-serif'}
        fontSize={long ? 6.2 : medium ? 7.2 : mark.serif ? 12 : 8}
        fontWeight={mark.serif ? 400 : 700}
        letterSpacing={long || medium ? 0 : 0.4}
        {...(long ? { textLength: 31, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {mark.text}
      </text>
    </svg>
  );
}

/** The method's human name (for lists and alt text). */
export function paymentMethodName(method: PaymentMethodIcon): string {
  return MARKS[method].name;
}
