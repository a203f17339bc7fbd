import { ShellStore, SubscribeNewsletter, UiStore } from '@/application';
import { FOOTER_COUNTRY_TEXT, NEWSLETTER_INVITATION, PAYMENT_METHOD_ICONS, type FooterGroup, type SocialLink } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { useId, useRef, useState } from 'react';
import { Icon, PaymentIcon } from '../../components/icon';
import { useService } from '../../app/services';
import { useIsSmallScreen } from '../../hooks';
import { cx, SmartLink } from '../links';
import { BRAND_NAME } from '../logo/Logo';
import styles from './footer.module.less';

/** Label of the footer's e-mail field. */
export const NEWSLETTER_EMAIL_LABEL = 'Your e-mail address';

/** A focus that comes back to the field when the dialog closes must not open it again. */
const REFOCUS_GRACE_MS = 600;

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

function NewsletterInvitation() {
  const newsletter = useService(SubscribeNewsletter);
  const ui = useService(UiStore);
  const dialogOpen = useObservableEagerState(ui.state$).dialog === 'newsletter';
  const [wasOpen, setWasOpen] = useState(dialogOpen);
  const closedAt = useRef(0);
  const headingId = useId();
  if (dialogOpen !== wasOpen) {
    setWasOpen(dialogOpen);
    if (!dialogOpen) closedAt.current = Date.now();
  }

  // A character typed in the field is the start of the address: the dialog's Email begins with it.
  const open = (draftEmail?: string): void => {
    if (!ui.snapshot.dialog) newsletter.open(draftEmail);
  };
  const onFocus = (): void => {
    if (Date.now() - closedAt.current > REFOCUS_GRACE_MS) open();
  };

  return (
    <section className={styles.newsletter} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.newsletterTitle}>
        Newsletter
      </h2>
      <p className={styles.invitation}>{NEWSLETTER_INVITATION}</p>
      <div className={styles.emailField}>
        <label htmlFor={`${headingId}-email`} className="visually-hidden">
          {NEWSLETTER_EMAIL_LABEL}
        </label>
        <input
          id={`${headingId}-email`}
          className={styles.emailInput}
          type="email"
          readOnly
          placeholder={NEWSLETTER_EMAIL_LABEL}
          aria-haspopup="dialog"
          onClick={() => open()}
          onFocus={onFocus}
          onKeyDown={(event) => {
            if (event.metaKey || (event.ctrlKey && !event.altKey)) return; // shortcuts, not AltGr characters
            if (event.key === 'Enter' || event.key === ' ' || event.key.length === 1) {
              event.preventDefault();
              open(event.key.trim().length === 1 ? event.key : undefined);
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
