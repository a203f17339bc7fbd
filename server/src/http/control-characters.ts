import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type FieldErrors, unprocessable } from './errors.js';

/* eslint-disable no-control-regex -- finding control characters is this module's purpose */
// PostgreSQL refuses NUL in text ("invalid byte sequence"), and no shopper types a control
// character: they come from fuzzers and broken clients. Refused before validation, once for
// every route, so that no query can fail on them.

/** Control characters no body text may hold: C0 except tab, line feed and carriage return, and DEL. */
const IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A query or path value is one line: every C0 control and DEL. */
const IN_LINE = /[\u0000-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Contains characters that are not allowed.';

function collect(value: unknown, path: string, forbidden: RegExp, errors: FieldErrors, depth = 0): void {
  if (depth > 32) return; // JSON nesting is bounded by the body limit; this bounds the walk
  if (typeof value === 'string') {
    if (forbidden.test(value)) errors[path] ??= CONTROL_CHARACTER_MESSAGE;
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, path === '' ? String(index) : `${path}.${index}`, forbidden, errors, depth + 1));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const field = path === '' ? key : `${path}.${key}`;
      if (forbidden.test(key)) errors[field.replace(/[\u0000-\u001F\u007F]/g, '?')] ??= CONTROL_CHARACTER_MESSAGE;
      else collect(item, field, forbidden, errors, depth + 1);
    }
  }
}

/** The fields of a request that hold control characters where they make no sense, by name. */
export function controlCharacterErrors(request: Pick<FastifyRequest, 'body' | 'query' | 'params'>): FieldErrors {
  const errors: FieldErrors = {};
  collect(request.params, '', IN_LINE, errors);
  collect(request.query, '', IN_LINE, errors);
  collect(request.body, '', IN_TEXT, errors);
  // A body that is a bare string (never valid here) still answers by the validator's field name.
  return errors[''] === undefined ? errors : { ...Object.fromEntries(Object.entries(errors).filter(([key]) => key !== '')), body: CONTROL_CHARACTER_MESSAGE };
}

/** Answers 422 for every route before validation when a text field, query or path holds a control character. */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const errors = controlCharacterErrors(request);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
  });
}
