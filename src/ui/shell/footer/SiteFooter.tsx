import { ShellStore, SubscribeNewsletter, UiStore } from '@/application';
import { FOOTER_COUNTRY_TEXT, NEWSLETTER_INVITATION, type FooterGroup, type SocialLink } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { useId, useRef, useState } from 'react';
import { Icon, PaymentIcon } from '../../components/icon';
import { useService, useServiceLocator } from '../../app/services';
import { FEATURES } from '../../composition';
import { useIsSmallScreen } from '../../hooks';
import { cx, SmartLink } from '../links';
import { BRAND_NAME } from '../logo/Logo';
import styles from './footer.module.less';
import { PAYMENT_METHOD_ICONS } from '../../theme';

/** Label of the footer's e-mail field. */
export const NEWSLETTER_EMAIL_LABEL = 'Your e-mail address';

/**
 * The footer (spec §2): the newsletter invitation with the e-mail field that opens the newsletter
 * dialog, collapsible link groups (disclosures on small screens, open columns on desktop), social
 * logo links, "Lebanon" and the payment-method icons.
 */
export function SiteFooter() {
  const shell = useService(ShellStore);
  const { footer, socialLinks } = useObservableEagerState(shell.state$);
  const small = useIsSmallScreen();

  return (
    <footer className={styles.footer}>
      <NewsletterInvitation />
      <div className={styles.main}>
        <div className={styles.groups}>
          {footer.map((group, index) => (
            <LinkGroup key={`${group.label}-${index}`} group={group} collapsible={small} />
          ))}
        </div>
        <div className={styles.aside}>
          {socialLinks.length > 0 ? <SocialLinks links={socialLinks} /> : null}
          <p className={styles.country}>
            <Icon name="store-locator" size="small" />
            {FOOTER_COUNTRY_TEXT}
          </p>
        </div>
      </div>
      <div className={styles.bottom}>
        <ul role="list" className={styles.payments} aria-label="Payment methods">
          {PAYMENT_METHOD_ICONS.map((method) => (
            <li key={method}>
              <PaymentIcon method={method} size="large" label />
            </li>
          ))}
        </ul>
        <p className={styles.legal}>
          © {new Date().getFullYear()} {BRAND_NAME}
        </p>
      </div>
    </footer>
  );
}

// The dialog and its form are chunks of their own (forms load on demand), and the subscription an
// on-demand feature: fetched as soon as the shopper shows interest in the field, so they are there
// when the dialog opens. A failed fetch is tried again by the opening itself.
const preloadNewsletterDialog = (): void => {
  import('../drawers/NewsletterDialog').catch(() => undefined);
  import('../../newsletter/NewsletterForm').catch(() => undefined);
};

/** The newsletter's use case, an on-demand feature, as the footer's field uses it. */
interface NewsletterFeature {
  /** Runs `act` with the use case once its feature has loaded, in the order asked. */
  readonly run: (act: (newsletter: SubscribeNewsletter) => void) => void;
  /** Whether an action is waiting for the feature (the dialog is on its way, not open yet). */
  readonly pending: () => boolean;
  /** Loads the feature now (the shopper shows interest in the field). */
  readonly preload: () => void;
}

function useNewsletterFeature(): NewsletterFeature {
  const services = useServiceLocator();
  const waiting = useRef(0);
  const load = () => services.get(FEATURES)('newsletter');
  const run = (act: (newsletter: SubscribeNewsletter) => void): void => {
    waiting.current += 1;
    const settle = () => (waiting.current -= 1);
    void load().then(() => {
      settle();
      act(services.get(SubscribeNewsletter));
    }, settle);
  };
  return { run, pending: () => waiting.current > 0, preload: () => void load().catch(() => undefined) };
}

/**
 * The invitation and the e-mail field that opens the newsletter dialog (spec §2). A click (a tap),
 * Enter or Space opens it; so does typing, and the dialog's Email begins with what was typed.
 * Focus alone does not: a keyboard user tabbing through the footer is not pulled into a dialog
 * (WCAG 3.2.1), and focus coming back to the field when the dialog closes opens nothing.
 */
function NewsletterInvitation() {
  const newsletter = useNewsletterFeature();
  const ui = useService(UiStore);
  const headingId = useId();
  const fieldId = `${headingId}-email`;
  // What was typed here: the dialog may still be loading while the shopper types on.
  const draft = useRef('');
  /** Whether the dialog is neither open nor on its way: what is typed now starts a new draft. */
  const closed = (): boolean => ui.snapshot.dialog === null && !newsletter.pending();
  const preload = (): void => {
    preloadNewsletterDialog();
    newsletter.preload();
  };

  const open = (): void => {
    if (!closed()) return;
    draft.current = '';
    newsletter.run((subscription) => subscription.open());
  };
  const type = (character: string): void => {
    const dialog = ui.snapshot.dialog;
    if (dialog !== null && dialog !== 'newsletter') return;
    draft.current = closed() ? character : draft.current + character;
    newsletter.run((subscription) => subscription.open(draft.current));
  };

  return (
    <section className={styles.newsletter} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.newsletterTitle}>
        Newsletter
      </h2>
      <p className={styles.invitation}>{NEWSLETTER_INVITATION}</p>
      <div className={styles.emailField} onPointerEnter={preload}>
        <label htmlFor={fieldId} className="visually-hidden">
          {NEWSLETTER_EMAIL_LABEL}
        </label>
        <input
          id={fieldId}
          className={styles.emailInput}
          type="email"
          readOnly
          placeholder={NEWSLETTER_EMAIL_LABEL}
          aria-haspopup="dialog"
          onClick={() => open()}
          onFocus={preload}
          onKeyDown={(event) => {
            if (event.metaKey || (event.ctrlKey && !event.altKey)) return; // shortcuts, not AltGr characters
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              open();
            } else if (event.key.length === 1) {
              event.preventDefault();
              type(event.key);
            }
          }}
        />
        <button type="button" className={styles.emailSubmit} onClick={() => open()} aria-label="Subscribe to the newsletter" aria-haspopup="dialog">
          <Icon name="arrow" size="medium" />
        </button>
      </div>
    </section>
  );
}

function LinkGroup({ group, collapsible }: { group: FooterGroup; collapsible: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const list = (
    <ul role="list" id={listId} className={styles.links} hidden={collapsible && !expanded}>
      {group.links.map((link, index) => (
        <li key={`${link.label}-${index}`}>
          <SmartLink href={link.link} className={styles.link}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
  return (
    <section className={cx(styles.group, collapsible && styles.collapsible)}>
      <h2 className={styles.groupTitle}>
        {collapsible ? (
          <button type="button" className={styles.disclosure} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((value) => !value)}>
            {group.label}
            <Icon name={expanded ? 'minus' : 'plus'} size="small" />
          </button>
        ) : (
          group.label
        )}
      </h2>
      {list}
    </section>
  );
}

function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  return (
    <ul role="list" className={styles.social} aria-label="Follow us">
      {links.map((link) => (
        <li key={link.link}>
          <a href={link.link} className={styles.socialLink} target="_blank" rel="noopener noreferrer">
            <img src={link.logo.url} alt={link.name} width={20} height={20} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}
