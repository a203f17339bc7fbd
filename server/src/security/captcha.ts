/** Checks a reCAPTCHA answer; false means "refuse the request". */
export type CaptchaVerifier = (response: string, remoteIp: string) => Promise<boolean>;

export const DEVELOPMENT_CAPTCHA_TOKEN = 'development-captcha-token';
const GOOGLE_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * With a secret, asks Google; without one, accepts the fixed development token, except in
 * production where a missing secret must never open the door.
 */
export function createCaptchaVerifier(options: { secret: string | undefined; nodeEnv: string }): CaptchaVerifier {
  const { secret, nodeEnv } = options;
  if (secret === undefined) {
    return async (response) => nodeEnv !== 'production' && response === DEVELOPMENT_CAPTCHA_TOKEN;
  }
  return async (response, remoteIp) => {
    const body = new URLSearchParams({ secret, response, remoteip: remoteIp });
    const answer = await fetch(GOOGLE_VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
    if (!answer.ok) return false;
    const result = (await answer.json()) as { success?: boolean };
    return result.success === true;
  };
}
