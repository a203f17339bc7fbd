import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue, registerUser } from './support/fixtures.js';
import { client } from './support/http.js';
import { type FuzzRequest, operationsOf, requestsFor } from './support/openapi-fuzz.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 14: generated from the OpenAPI document the server serves, valid, boundary and hostile
// requests to every route: none may answer 5xx, and every 4xx has the error shape.

let server: TestApp;

beforeAll(async () => {
  // The lowest hash cost the server accepts: one account is registered per secured route.
  server = await startTestApp({ config: { devOutbox: true, passwordHashCost: 2 ** 14 } });
  await insertCatalogue(server.db);
});
afterAll(() => server.close());

const CONCURRENCY = 8;

function isErrorShape(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { message, data } = body as { message?: unknown; data?: { errors?: unknown } };
  const errors = data?.errors;
  return typeof message === 'string' && typeof errors === 'object' && errors !== null && !Array.isArray(errors) && Object.values(errors).every((value) => typeof value === 'string');
}

describe('fuzzing every route of the OpenAPI document', () => {
  it('never answers 5xx, and answers every 4xx in the error shape', async () => {
    const document = (await client(server.app).get('/api/docs/json')).body;
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(50);

    // One user per secured operation: a sign-out or password change fuzzed on one route leaves the others signed in.
    const requestsOf = operations.map((operation) => ({ operation, requests: requestsFor(operation) }));
    const secured = requestsOf.filter(({ operation }) => operation.secured);
    await Promise.all(
      secured.map(async ({ requests }, index) => {
        const { token } = await registerUser(client(server.app), `fuzz-${index + 1}@example.com`);
        for (const request of requests) request.headers.authorization = `Bearer ${token}`;
      }),
    );
    const jobs: FuzzRequest[] = requestsOf.flatMap(({ requests }) => requests);

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const request = jobs[next++]!;
        const answer = await server.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload });
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
        const where = `${request.method} ${request.url.slice(0, 120)} (${request.label})`;
        if (answer.statusCode >= 500) failures.push(`${answer.statusCode} ${where}: ${answer.body.slice(0, 200)}`);
        else if (answer.statusCode >= 400) {
          let body: unknown;
          try {
            body = JSON.parse(answer.body);
          } catch {
            body = answer.body;
          }
          if (!isErrorShape(body)) failures.push(`${answer.statusCode} not in the error shape: ${where}: ${answer.body.slice(0, 200)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
    console.log(`fuzz: sent ${jobs.length} requests to ${operations.length} routes (${summary})`);
    expect(failures.slice(0, 25), `${failures.length} failures`).toEqual([]);
  }, 240_000);
});
