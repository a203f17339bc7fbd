/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely and assert on them */
import type { App } from '../../../server/src/app.js';

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A terse client over `app.inject`: JSON in, parsed JSON out. */
export function client(app: App) {
  async function call<T = any>(
    method: Method,
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
    const response = await app.inject({ method, url, headers, payload });
    const text = response.body;
    let body: unknown = text;
    if ((response.headers['content-type'] ?? '').toString().includes('json') && text !== '') body = JSON.parse(text);
    return { status: response.statusCode, body: body as T, headers: response.headers };
  }
  return {
    get: <T = any>(url: string, token?: string) => call<T>('GET', url, { token }),
    post: <T = any>(url: string, body?: unknown, token?: string, headers?: Record<string, string>) => call<T>('POST', url, { body, token, headers }),
    put: <T = any>(url: string, body?: unknown, token?: string) => call<T>('PUT', url, { body, token }),
    delete: <T = any>(url: string, token?: string) => call<T>('DELETE', url, { token }),
    call,
  };
}

export type Client = ReturnType<typeof client>;
