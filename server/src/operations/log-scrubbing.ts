/**
 * What never reaches a log line: secrets by the name of their field (authorization, cookies,
 * passwords, tokens, reset pins, card numbers), card-like numbers anywhere in a text, and
 * e-mail addresses, masked to their first letter and domain.
 */

export const REDACTED = '[redacted]';

/** Field names whose values are secrets, whatever their case or separators. */
const SECRET_FIELD = /authorization|cookie|passw|secret|token|api[_-]?key|captcha|(^|[_-])pins?($|[_-])|reset_?pin|cvc|cvv|card_?number|^pan$/i;
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
/** 13 to 19 digits, maybe grouped by spaces or dashes: what a payment card number looks like. */
const CARD_LIKE = /(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])/g;
const MAX_DEPTH = 6;

/** Whether a field of this name holds a secret. */
export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

/** The text with e-mail addresses masked (`a***@example.com`) and card-like numbers replaced. */
export function scrubText(text: string): string {
  return text.replace(CARD_LIKE, '[card]').replace(EMAIL, '$1***@$2');
}

/** A URL's path and query with secret query parameters' values replaced and the rest scrubbed. */
export function scrubUrl(url: string): string {
  const question = url.indexOf('?');
  if (question === -1) return scrubText(url);
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && isSecretField(decodeSafely(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return scrubText(`${url.slice(0, question)}?${decodeSafely(query)}`);
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * A log object with secrets replaced, texts scrubbed and errors made plain (message and stack
 * scrubbed). Class instances other than errors (a request, a reply) are left to their serializers.
 */
export function scrubLogObject(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (value instanceof Error) {
    const plain: Record<string, unknown> = { type: value.name, message: scrubText(value.message), stack: scrubText(value.stack ?? '') };
    const code = (value as { code?: unknown }).code;
    if (code !== undefined) plain.code = code;
    return plain;
  }
  if (Array.isArray(value)) return value.map((item) => scrubLogObject(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const scrubbed: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) scrubbed[key] = isSecretField(key) ? REDACTED : scrubLogObject(field, depth + 1);
  return scrubbed;
}
