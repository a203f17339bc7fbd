import type { Config } from '../../../server/src/config.js';

const THREE_PER_MINUTE = { max: 3, timeWindowMs: 60_000 };
const GENEROUS = { max: 10_000, timeWindowMs: 60_000 };

/** Rate limits where only the per-address sign-in limit can bite: three a minute. */
export const THREE_SIGN_INS_PER_MINUTE: Config['rateLimits'] = {
  login: THREE_PER_MINUTE,
  loginAccount: GENEROUS,
  register: GENEROUS,
  forgotPassword: GENEROUS,
  resetPassword: GENEROUS,
  backInStock: GENEROUS,
  newsletter: GENEROUS,
  contact: GENEROUS,
};

/** A sign-in that always fails: it counts against the limit. */
export const FAILING_SIGN_IN = { email: 'nobody@example.com', password: 'wrong' };
