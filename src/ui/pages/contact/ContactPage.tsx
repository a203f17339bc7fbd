import { ShellStore } from '@/application';
import { CUSTOMER_SERVICE_HOURS, ROUTES } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { Link } from 'react-router-dom';
import { useService } from '../../app/services';
import { ContentHeader } from '../../content/ContentHeader';
import contentStyles from '../../content/content.module.less';
import { ContactForm } from './ContactForm';
import styles from './contact.module.less';
import { PageHead } from '../../seo';

/** `/contact-us`: the contact form, with the customer service hours (spec §9) and the support e-mail beside it. */
export function Component() {
  const supportEmail = useObservableEagerState(useService(ShellStore).state$).settings?.support_email ?? '';
  return (
    <div className={contentStyles.page}>
      <PageHead title="Contact us" description="Write to Maison customer service about an order, a delivery, a return or a product." />
      <ContentHeader title="Contact us" lead="A question about an order, a delivery, a return or a product? Write to us: we answer every message." />
      <div className={styles.layout}>
        <ContactForm />
        <aside className={styles.aside} aria-labelledby="customer-service">
          <h2 id="customer-service" className={styles.asideTitle}>
            Customer service
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>Opening hours</dt>
              <dd>{CUSTOMER_SERVICE_HOURS}</dd>
            </div>
            {supportEmail ? (
              <div>
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
                </dd>
              </div>
            ) : null}
          </dl>
          <p className={styles.more}>
            Many answers are already in our <Link to={ROUTES.faq}>FAQ</Link>. You can also visit us in one of our <Link to={ROUTES.stores}>stores</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}
