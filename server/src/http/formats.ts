import { registerAjvFormats } from '@fastify/type-provider-typebox';
import Format from 'typebox/format';
import { isValidEmail } from '../../../src/domain/email.js';

/**
 * Registers the string formats the schemas name: Ajv's (date, uri, …), except `email`, which is
 * the e-mail rule of the SPA's forms (src/domain/email.ts), so the API accepts exactly the
 * addresses the forms accept. The registry is TypeBox's own, global to the process.
 */
export function registerFormats(): void {
  registerAjvFormats();
  Format.Set('email', isValidEmail);
}
