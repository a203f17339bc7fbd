import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context.js';
import { unprocessable } from '../../http/errors.js';
import { rateLimitOf } from '../../http/rate-limit.js';
import { Email, ErrorAnswer, MessageAnswer, Strict, Text } from '../../http/schema-kit.js';
import { countryExists } from '../content/countries.js';
import { findSetting } from '../content/settings.js';
import { publicOriginOf } from '../../http/public-origin.js';
import { contactAcknowledgementMail, contactForSupportMail } from '../../mail/templates/contact.js';
import { saveContactMessage } from './contact.js';
import { subscribeToNewsletter } from './newsletter.js';

export const NEWSLETTER_THANKS = 'Thank you for subscribing to our newsletter!';
export const CONTACT_THANKS = 'Thank you for your message. Our team will get back to you shortly.';

const NewsletterBody = Strict({
  email: Email,
  gender: Type.Enum(['m', 'f']),
  country_code: Type.String({ minLength: 2, maxLength: 2 }),
});

const ContactBody = Strict({
  name: Text(120),
  email: Email,
  subject: Text(200),
  message: Text(5000),
  order_number: Type.Optional(Type.String({ maxLength: 40 })),
});

/** The newsletter sign-up (spec §7) and the contact form; both rate-limited. */
export function messageRoutes({ db, config, outbox }: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/api/newsletter',
      {
        config: { rateLimit: rateLimitOf(config.rateLimits.newsletter) },
        schema: { tags: ['content'], body: NewsletterBody, response: { 200: MessageAnswer, 422: ErrorAnswer, 429: ErrorAnswer } },
      },
      async (request) => {
        const { email, gender } = request.body;
        const countryCode = request.body.country_code.toUpperCase();
        if (!(await countryExists(db, countryCode))) throw unprocessable({ country_code: 'Please choose a country from the list.' });
        // Subscribing twice is not an error: the answer must not tell who is on the list.
        await subscribeToNewsletter(db, { email: email.toLowerCase(), gender, country_code: countryCode });
        return { message: NEWSLETTER_THANKS };
      },
    );

    app.post(
      '/api/contact',
      {
        config: { rateLimit: rateLimitOf(config.rateLimits.contact) },
        schema: { tags: ['content'], body: ContactBody, response: { 200: MessageAnswer, 422: ErrorAnswer, 429: ErrorAnswer } },
      },
      async (request) => {
        const { name, email, subject, message, order_number } = request.body;
        const support = await findSetting(db, 'support_email');
        const origin = publicOriginOf(config, request);
        const contact = { name, email, subject, message, orderNumber: order_number ?? null };
        // The message and its mails are written together: none goes out for a message not kept.
        await db.transaction().execute(async (trx) => {
          await saveContactMessage(trx, { name, email, subject, message, order_number: order_number ?? null });
          if (typeof support === 'string') await outbox.enqueue(trx, contactForSupportMail(support, contact, origin));
          await outbox.enqueue(trx, contactAcknowledgementMail(contact, origin));
        });
        return { message: CONTACT_THANKS };
      },
    );
  };
}
