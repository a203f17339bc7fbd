import { ROUTES } from '@/domain';
import { Link } from 'react-router-dom';
import { Icon } from '../components/icon';
import { Logo } from '../shell/logo/Logo';
import { BACK_TO_SHOP_LABEL, HELP_LABEL, SECURE_CHECKOUT_LABEL } from './cart-texts';
import styles from './checkout-header.module.less';

/** Props of CheckoutHeader. */
export interface CheckoutHeaderProps {
  /** Where the arrow goes back to: the shop from the cart, the cart from the later steps. */
  readonly back?: { readonly to: string; readonly label: string };
  /** The right-hand side: help by default; the steps say the checkout is secure. */
  readonly secure?: boolean;
}

/**
 * The checkout's own quiet header (the checkout shell has no store header, spec §2): a way back,
 * the wordmark home, and help or the secure-checkout note. Every checkout step shares it.
 */
export function CheckoutHeader({ back = { to: ROUTES.home, label: BACK_TO_SHOP_LABEL }, secure = false }: CheckoutHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={back.to} className={styles.back}>
          <Icon name="arrow-left" size="medium" />
          <span className={styles.backText}>{back.label}</span>
        </Link>
        <Logo className={styles.logo} />
        {secure ? (
          <p className={styles.secure}>
            {SECURE_CHECKOUT_LABEL[0]}
            <span className={styles.secureRest}>{SECURE_CHECKOUT_LABEL[1]}</span>
          </p>
        ) : (
          <Link to={ROUTES.faq} className={styles.help}>
            {HELP_LABEL}
          </Link>
        )}
      </div>
    </header>
  );
}
