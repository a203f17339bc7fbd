import { CAPTCHA_PROVIDER, LOGGER } from '@/application';
import { useEffect, useRef } from 'react';
import { useService } from '../app/services';
import { CAPTCHA_LABEL } from './identity-texts';
import styles from './identity.module.less';

/**
 * The captcha of the reset drawer (spec §2, §5): the CaptchaProvider port renders its widget
 * (reCAPTCHA when a site key is configured, the development checkbox otherwise) into an element
 * of its own, and reports the token, or null when it expires.
 */
export function CaptchaField({ onToken }: { readonly onToken: (token: string | null) => void }) {
  const captcha = useService(CAPTCHA_PROVIDER);
  const logger = useService(LOGGER);
  const host = useRef<HTMLDivElement>(null);
  const report = useRef(onToken);
  useEffect(() => {
    report.current = onToken;
  }, [onToken]);

  useEffect(() => {
    const root = host.current;
    if (!root) return undefined;
    // A fresh element per rendering: reCAPTCHA refuses to render twice into the same one
    // (StrictMode runs this effect twice).
    const slot = root.ownerDocument.createElement('div');
    root.append(slot);
    let live = true;
    captcha
      .render(slot, (token) => {
        if (live) report.current(token);
      })
      .catch((error: unknown) => {
        // The provider has logged the spec's messages already; this keeps anything else visible.
        logger.warn('The captcha could not be shown.', error);
      });
    return () => {
      live = false;
      slot.remove();
    };
  }, [captcha, logger]);

  return <div ref={host} role="group" aria-label={CAPTCHA_LABEL} className={styles.captcha} data-testid="captcha" />;
}
