import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../app-context.js';
import { userIdOf } from '../../http/authentication.js';
import { ApiError, unprocessable } from '../../http/errors.js';
import { rateLimitOf } from '../../http/rate-limit.js';
import { ErrorAnswer, MessageAnswer } from '../../http/schema-kit.js';
import { passwordProblem } from '../../../../src/domain/password-rules.js';
import { hashPassword, needsRehash, verifyPassword } from '../../security/passwords.js';
import { passwordResetMail } from '../../mail/templates/password-reset.js';
import { completePasswordReset, INVALID_PIN, RESET_PIN_TTL_MS, startPasswordReset } from './password-reset.js';
import * as S from './schemas.js';
import { accountThrottled, clearSignInFailures, recordSignInFailure, signInWait } from './sign-in-failures.js';
import { issueGuestToken, issueUserToken, revokeToken } from './tokens.js';
import { createUser, findCredentials, findUser, normaliseEmail, setPasswordHash } from './users.js';
import { publicOriginOf } from '../../http/public-origin.js';
import { attachGuestOrders, claimingGuest, claimTokens } from '../orders/guest-order-claim.js';

export const EMAIL_TAKEN = 'An account already exists with this e-mail address';
export const BAD_CREDENTIALS = 'Incorrect e-mail address or password';
export const BAD_CAPTCHA = 'Please confirm that you are not a robot.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can now sign in.';

/** Sign-up, sign-in, sign-out, current user, guest token, forgot and reset password. */
export function authRoutes({ db, config, clock, outbox, captcha, auth }: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['auth'];
    const claims = claimTokens(db);
    // Compared against when the e-mail is unknown, so both cases take the same time (at the configured cost).
    const DUMMY_HASH = await hashPassword('not-a-real-password');

    app.post(
      '/api/auth/register',
      {
        config: { rateLimit: rateLimitOf(config.rateLimits.register) },
        schema: { tags, body: S.RegisterBody, response: { 201: S.SessionAnswer, 422: ErrorAnswer, 429: ErrorAnswer } },
      },
      async (request, reply) => {
        const { first_name, last_name, password, claim_token: claim } = request.body;
        const email = normaliseEmail(request.body.email);
        const problem = passwordProblem(password);
        if (problem !== null) throw unprocessable({ password: problem });
        // A guest signing up from its order's confirmation brings its orders along (guest-order-claim.ts).
        const guestId = claim === undefined ? null : await claimingGuest(db, claims, claim, email);
        const passwordHash = await hashPassword(password);
        const userId = await db.transaction().execute(async (trx) => {
          const created = await createUser(trx, { email, first_name: first_name.trim(), last_name: last_name.trim(), password_hash: passwordHash });
          if (created !== undefined && guestId !== null) await attachGuestOrders(trx, guestId, created);
          return created;
        });
        if (userId === undefined) throw unprocessable({ email: EMAIL_TAKEN });
        const token = await issueUserToken(db, clock, userId);
        return reply.status(201).send({ token, user: await findUser(db, userId) });
      },
    );

    app.post(
      '/api/auth/login',
      {
        config: { rateLimit: rateLimitOf(config.rateLimits.login) },
        schema: { tags, body: S.LoginBody, response: { 200: S.SessionAnswer, 422: ErrorAnswer, 429: ErrorAnswer } },
      },
      async (request, reply) => {
        const email = normaliseEmail(request.body.email);
        // Per account, on top of the per-address limit: guessing from many addresses gains nothing.
        // Unknown e-mails count alike, so the answer never tells who is registered.
        const accountLimit = config.rateLimits.loginAccount;
        const wait = await signInWait(db, email, accountLimit, clock.now());
        if (wait > 0) {
          const message = accountThrottled(Math.ceil(wait / 60_000));
          reply.header('retry-after', String(Math.ceil(wait / 1000)));
          throw new ApiError(429, message, { password: message });
        }
        const user = await findCredentials(db, email);
        const valid = await verifyPassword(request.body.password, user?.password_hash ?? DUMMY_HASH);
        if (user === undefined || !valid) {
          await recordSignInFailure(db, email, accountLimit, clock.now());
          throw unprocessable({ password: BAD_CREDENTIALS }, BAD_CREDENTIALS);
        }
        await clearSignInFailures(db, email);
        // A hash made with an older, lower cost is made again now, while the password is at hand.
        if (needsRehash(user.password_hash)) await setPasswordHash(db, user.id, await hashPassword(request.body.password));
        return { token: await issueUserToken(db, clock, user.id), user: await findUser(db, user.id) };
      },
    );

    app.post('/api/auth/logout', { preHandler: auth.requireUser, schema: { tags } }, async (request, reply) => {
      if (request.principal !== null) {
        await revokeToken(db, request.principal.tokenId, clock.now());
        auth.tokensChanged([request.principal.tokenId]);
      }
      return reply.status(204).send();
    });

    app.get(
      '/api/auth/me',
      { preHandler: auth.requireUser, schema: { tags, response: { 200: S.User, 401: ErrorAnswer } } },
      async (request) => findUser(db, userIdOf(request)),
    );

    app.post(
      '/api/auth/guest',
      { schema: { tags, body: S.GuestBody, response: { 200: S.TokenAnswer, 422: ErrorAnswer } } },
      async (request) => ({ token: await issueGuestToken(db, clock, normaliseEmail(request.body.email)) }),
    );

    app.post(
      '/api/auth/forgot-password',
      {
        config: { rateLimit: rateLimitOf(config.rateLimits.forgotPassword) },
        schema: { tags, body: S.ForgotPasswordBody, response: { 200: S.TokenAnswer, 422: ErrorAnswer, 429: ErrorAnswer } },
      },
      async (request) => {
        if (!(await captcha(request.body.captchaResponse, request.ip))) throw unprocessable({ captchaResponse: BAD_CAPTCHA });
        const email = normaliseEmail(request.body.email);
        const origin = publicOriginOf(config, request);
        const { token } = await startPasswordReset(db, clock, email, (trx, reset) =>
          // Absolute: the link is opened from a mail client, not from the store.
          outbox.enqueue(trx, passwordResetMail({ to: email, pin: reset.pin, link: `${origin}/reset-password?token=${encodeURIComponent(reset.token)}&pin=${reset.pin}`, origin, minutes: RESET_PIN_TTL_MS / 60_000 })),
        );
        return { token };
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        config: { rateLimit: rateLimitOf(config.rateLimits.resetPassword) },
        schema: { tags, body: S.ResetPasswordBody, response: { 200: MessageAnswer, 422: ErrorAnswer, 429: ErrorAnswer } },
      },
      async (request) => {
        const problem = passwordProblem(request.body.password);
        if (problem !== null) throw unprocessable({ password: problem });
        const ended = await completePasswordReset(db, clock, request.body);
        if (ended === null) throw unprocessable({ pin: INVALID_PIN }, INVALID_PIN);
        auth.tokensChanged(ended);
        return { message: PASSWORD_RESET_DONE };
      },
    );
  };
}
