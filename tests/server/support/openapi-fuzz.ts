/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schema from the OpenAPI document is walked loosely */
import fc from 'fast-check';

// Requests generated from the OpenAPI document the server serves: for every operation a valid
// request, then one field at a time replaced by boundary and hostile values, then hostile bodies
// as a whole. Deterministic: fast-check draws its random values from a fixed seed.

/** A JSON Schema node as @fastify/swagger writes it. */
export type Schema = Record<string, any>;

export interface Operation {
  method: string;
  /** The OpenAPI path, `{name}` for path parameters. */
  path: string;
  parameters: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: Schema }[];
  body: Schema | undefined;
  secured: boolean;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Raw payload; JSON text unless a case says otherwise. */
  payload?: string;
  /** What the case tries, for failure messages. */
  label: string;
}

/** Every operation of an OpenAPI 3 document. */
export function operationsOf(document: any): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries<any>(document.paths)) {
    for (const [method, operation] of Object.entries<any>(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        secured: Array.isArray(operation.security) && operation.security.length > 0,
      });
    }
  }
  return operations;
}

const SEED = 20_301_115;
const drawn = <T>(arbitrary: fc.Arbitrary<T>, count: number, offset: number) => fc.sample(arbitrary, { numRuns: count, seed: SEED + offset });

const CONTROL = fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)), minLength: 1, maxLength: 8 });

/** Hostile and boundary values for any JSON field. */
export const HOSTILE_JSON: readonly unknown[] = [
  'bla\u0000ck', '\u0001\u001b[31m\u007f', 'line\nbreak', '   ', '', '\ud800', '😀'.repeat(60), 'x'.repeat(5_000),
  "' OR 1=1 --", '<script>alert(1)</script>', '__proto__',
  0, -1, 1.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, 1e308,
  true, null, [], {}, { constructor: { prototype: { polluted: true } } }, '5',
  ...drawn(fc.string({ unit: 'binary', maxLength: 40 }), 2, 1),
  ...drawn(CONTROL, 2, 2),
  ...drawn(fc.integer(), 2, 3),
];

/** Fewer for a field that holds an object or array: its own fields get the whole list. */
const HOSTILE_CONTAINER: readonly unknown[] = ['bla\u0000ck', 2_147_483_648, null, [], {}, [null], [[[[[]]]]], true];

/** Hostile and boundary values for a query or path parameter, already percent-encoded. */
export const HOSTILE_TEXT: readonly string[] = [
  '%00', 'a%00b', '%0A', '%1B%5B31m', '%ff', '%E0%A4%A', '99999999999999999999', '2147483648', '2147483647', '-1', '0', '1.5',
  '1e400', 'NaN', '%20%20%20', '', 'x'.repeat(101), 'x'.repeat(3_000), '__proto__', 'constructor',
  '..%2F..%2Fetc%2Fpasswd', "'%20OR%201%3D1", '%F0%9F%98%80',
  ...drawn(fc.string({ unit: 'binary', maxLength: 30 }), 2, 5).map(encodeURIComponent),
];

/** Whole bodies that are not what any route expects. */
const HOSTILE_BODIES: readonly [string, string, string?][] = [
  ['not JSON', '{"a":'],
  ['an array', '[1,2,3]'],
  ['a string', '"text"'],
  ['a number', '1e999'],
  ['null', 'null'],
  ['deep nesting', `${'['.repeat(2_000)}${']'.repeat(2_000)}`],
  ['a NUL key', '{"a\\u0000b":1}'],
  ['a poisoned prototype', '{"__proto__":{"x":1}}'],
  ['a poisoned constructor', '{"constructor":{"prototype":{"x":1}}}'],
  ['text/plain', 'search=black', 'text/plain'],
  ['form data', 'a=1&b=2', 'application/x-www-form-urlencoded'],
  ['XML', '<a/>', 'application/xml'],
  ['over the body limit', `{"search":"${'x'.repeat(70 * 1024)}"}`],
];

/** A value the schema accepts (its first choice of each kind). */
export function validValue(schema: Schema | undefined, name = ''): unknown {
  if (schema === undefined) return undefined;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(choices)) return validValue(choices.find((choice: Schema) => choice.type !== 'null') ?? choices[0], name);
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((part: Schema) => validValue(part, name)));
  switch (schema.type) {
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '1990-01-15';
      if (schema.format === 'date-time') return '2030-01-15T10:00:00Z';
      if (name === 'password' || name === 'new_password') return 'Secret#2031';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, Math.min(8, schema.maxLength ?? 8)));
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => validValue(schema.items));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries<Schema>(schema.properties ?? {})) value[key] = validValue(property, key);
      return value;
    }
    default:
      return 'x';
  }
}

/** Paths to every field of a valid value, nested objects and arrays' first items included. */
function fieldPaths(value: unknown, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 3 || typeof value !== 'object' || value === null) return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.slice(0, 1).map((item, index) => [index, item]) : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...fieldPaths(item, [...prefix, key], depth + 1)]);
}

function withField(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as any;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  node[path.at(-1)!] = replacement;
  return copy;
}

/** Path parameter values that name something real in the test catalogue, when the name says what. */
const KNOWN_PATH_VALUES: Record<string, string> = { slug: 'women', id: '1', product_id: '1', code: 'TEN', garment: 'dress', file: 'black.svg' };

/** Every request the fuzzer sends to one operation. */
export function requestsFor(operation: Operation): FuzzRequest[] {
  const pathValues: Record<string, string> = {};
  const queryValues: Record<string, string> = {};
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const valid = KNOWN_PATH_VALUES[parameter.name] ?? String(validValue(parameter.schema, parameter.name));
    if (parameter.in === 'path') pathValues[parameter.name] = valid;
    else if (parameter.in === 'query' && parameter.required) queryValues[parameter.name] = encodeURIComponent(valid);
    else if (parameter.in === 'header') headers[parameter.name] = `fuzz-${'k'.repeat(12)}`;
  }
  const urlWith = (path: Record<string, string>, query: Record<string, string>) => {
    const base = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => path[name] ?? 'x');
    const search = Object.entries(query).map(([key, value]) => `${key}=${value}`).join('&');
    return search === '' ? base : `${base}?${search}`;
  };
  const body = validValue(operation.body);
  const json = { 'content-type': 'application/json' };
  const request = (label: string, url: string, payload?: unknown, extraHeaders: Record<string, string> = {}): FuzzRequest => ({
    method: operation.method,
    url,
    headers: { ...headers, ...(payload === undefined ? {} : json), ...extraHeaders },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
    label,
  });

  const requests: FuzzRequest[] = [request('valid', urlWith(pathValues, queryValues), body)];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'header') {
      for (const value of ['', 'short', 'k'.repeat(101), 'tab\there', '\u00e9t\u00e9-key-12345']) {
        requests.push(request(`header ${parameter.name}=${JSON.stringify(value)}`, urlWith(pathValues, queryValues), body, { [parameter.name]: value }));
      }
      continue;
    }
    for (const value of HOSTILE_TEXT) {
      const url = parameter.in === 'path'
        ? urlWith({ ...pathValues, [parameter.name]: value }, queryValues)
        : urlWith(pathValues, { ...queryValues, [parameter.name]: value });
      requests.push(request(`${parameter.in} ${parameter.name}=${value.slice(0, 40)}`, url, body));
    }
  }
  // Unknown and repeated query parameters on every operation.
  for (const query of ['__proto__[x]=1', 'constructor[prototype][x]=1', 'page=1&page=2', 'zzz=%00', `q=${'x'.repeat(8_000)}`]) {
    requests.push({ ...request(`query ${query.slice(0, 40)}`, urlWith(pathValues, queryValues), body), url: `${urlWith(pathValues, queryValues)}${Object.keys(queryValues).length > 0 ? '&' : '?'}${query}` });
  }
  if (operation.body !== undefined) {
    for (const path of fieldPaths(body)) {
      const current = path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], body);
      const values = typeof current === 'object' && current !== null ? HOSTILE_CONTAINER : HOSTILE_JSON;
      for (const value of values) requests.push(request(`body ${path.join('.')}=${JSON.stringify(value)?.slice(0, 40)}`, urlWith(pathValues, queryValues), withField(body, path, value)));
    }
    requests.push(request('body with an unknown field', urlWith(pathValues, queryValues), { ...(body as object), unknown_field: 'x' }));
  }
  if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    for (const [label, payload, type] of HOSTILE_BODIES) {
      requests.push({ method: operation.method, url: urlWith(pathValues, queryValues), headers: { ...headers, 'content-type': type ?? 'application/json' }, payload, label: `body: ${label}` });
    }
  }
  return requests;
}
