import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_FAILED_MESSAGE,
  newsletterPrivacyNotice,
  PRIVACY_POLICY_PATH,
  STORE_LEGAL_ENTITY,
} from '@/domain/newsletter-notice';

describe('newsletter privacy notice (spec §2)', () => {
  it('names the data controller and says signing up adds the person to the mailing list for news by e-mail', () => {
    const notice = newsletterPrivacyNotice('Atelier Example SARL');
    expect(notice).toContain('Atelier Example SARL is the data controller');
    expect(notice).toMatch(/added to our mailing list/);
    expect(notice).toMatch(/news by e-mail/);
  });

  it('falls back to the store legal entity, the company of the privacy policy', () => {
    expect(STORE_LEGAL_ENTITY).toBe('Maison Beirut SAL');
    expect(newsletterPrivacyNotice('')).toBe(newsletterPrivacyNotice());
    expect(newsletterPrivacyNotice()).toMatch(/^Maison Beirut SAL is the data controller/);
    expect(newsletterPrivacyNotice('   ')).toContain(`${STORE_LEGAL_ENTITY} is the data controller`);
    expect(newsletterPrivacyNotice('  Maison  ')).toMatch(/^Maison is the data controller/);
  });

  it('links to the privacy policy route and has a message for a failure without field errors', () => {
    expect(PRIVACY_POLICY_PATH).toBe('/content/privacy-policy');
    expect(NEWSLETTER_FAILED_MESSAGE.trim()).not.toBe('');
  });
});
