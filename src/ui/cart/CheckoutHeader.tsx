import { ROUTES } from '@/domain';
import { Link } from 'react-router-dom';
import { Icon } from '../components/icon';
import { Logo } from '../shell/logo/Logo';
import { BACK_TO_SHOP_LABEL, HELP_LABEL } from './cart-texts';
import styles from './checkout-header.module.less';

/**
 * The checkout's own quiet header (the checkout shell has no store header, spec §2): a way back
 * to the shop, the wordmark home and help. The checkout steps can share it.
 */
export function CheckoutHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={ROUTES.home} className={styles.back}>
          <Icon name="arrow-left" size="medium" />
          <span className={styles.backText}>{BACK_TO_SHOP_LABEL}</span>
        </Link>
        <Logo className={styles.logo} />
        <Link to={ROUTES.faq} className={styles.help}>
          {HELP_LABEL}
        </Link>
      </div>
    </header>
  );
}
