import type { FastifySchemaValidationError } from 'fastify';
import { INVALID_EMAIL_MESSAGE } from '../../../src/domain/email.js';
import { NOT_BLANK } from './schema-kit.js';

// Validators report one entry per failed keyword; shoppers get one sentence per field.

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path === '' ? (context ?? 'body') : path;
}

function messageFor(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'additionalProperties':
    case 'boolean':
      return 'This field is not allowed.';
    case 'type': {
      const type = String(params.type);
      return `Must be ${article(type)} ${type}.`;
    }
    case 'minLength':
      return Number(params.limit) <= 1 ? 'This field is required.' : `Must be at least ${String(params.limit)} characters long.`;
    case 'maxLength':
      return `Must be at most ${String(params.limit)} characters long.`;
    case 'format':
      if (params.format === 'email') return INVALID_EMAIL_MESSAGE;
      if (params.format === 'date') return 'Must be a date (YYYY-MM-DD).';
      return `Must be a valid ${String(params.format)}.`;
    case 'minimum':
      return `Must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `Must be at most ${String(params.limit)}.`;
    case 'minItems':
      return `Must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}.`;
    case 'maxItems':
      return `Must have at most ${String(params.limit)} items.`;
    case 'enum':
      return `Must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return params.allowedValue === true ? 'Must be accepted.' : `Must be ${JSON.stringify(params.allowedValue)}.`;
    case 'pattern':
      // A required field of blanks is as empty as a missing one.
      return params.pattern === NOT_BLANK ? 'This field is required.' : 'Has an invalid format.';
    default:
      return 'Is invalid.';
  }
}

/** Turns validator errors into `{ field: message }`, the first message of each field winning. */
export function fieldMessages(errors: FastifySchemaValidationError[], context?: string): Record<string, string> {
  const result: Record<string, string> = {};
  const add = (field: string, message: string) => {
    result[field] ??= message;
  };
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    const parent = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const child = (name: string) => (parent === '' ? name : `${parent}.${name}`);
    if (error.keyword === 'required') {
      const missing = (params.requiredProperties as string[] | undefined) ?? [String(params.missingProperty)];
      for (const name of missing) add(child(name), messageFor(error));
    } else if (error.keyword === 'additionalProperties') {
      const extra = (params.additionalProperties as string[] | undefined) ?? [String(params.additionalProperty)];
      for (const name of extra) add(child(name), messageFor(error));
    } else {
      add(fieldOf(error.instancePath, context), messageFor(error));
    }
  }
  return result;
}
