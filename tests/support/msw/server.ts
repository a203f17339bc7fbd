import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

/** Base URL of the API in tests. */
export const API = 'http://api.test';

/**
 * Runs `server` for the test file: a request no handler answers fails the test that made it
 * (msw alone only prints it, and the app may swallow the network error), and each test's
 * `server.use` handlers are dropped after it.
 */
export function listenStrictly(server: ReturnType<typeof setupServer>): void {
  const unhandled: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        unhandled.push(`${request.method} ${request.url}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    // Soft: a throw here would skip the other after-each hooks (the DOM clean-up among them).
    expect.soft(unhandled.splice(0), 'requests no msw handler answered').toEqual([]);
  });
  afterAll(() => server.close());
}

/** An msw server for one test file: fails on any request no handler expects. */
export function useMswServer(): ReturnType<typeof setupServer> {
  const server = setupServer();
  listenStrictly(server);
  return server;
}

/** A request as a handler saw it, for assertions after the call. */
export interface SeenRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  /** Raw body text; '' when none was sent. */
  readonly text: string;
  /** Parsed JSON body, or undefined when the body was empty. */
  readonly json: unknown;
}

/** Reads what a handler needs to assert on, without consuming the caller's request. */
export async function seen(request: Request): Promise<SeenRequest> {
  const text = await request.clone().text();
  return { method: request.method, url: new URL(request.url), headers: request.headers, text, json: text ? (JSON.parse(text) as unknown) : undefined };
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** Answers one method and path with a body and records every request it saw. */
export function answer(
  server: ReturnType<typeof setupServer>,
  method: Method,
  path: string,
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): SeenRequest[] {
  const requests: SeenRequest[] = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      requests.push(await seen(request));
      return init.status === 204 ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(body as never, init);
    }),
  );
  return requests;
}
