import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from '../../server/src/operations/tracing.js';
import type { TestApp } from './support/test-app.js';

// Issue 31: with tracing on, each HTTP request is one trace holding its PostgreSQL queries.
// Tracing starts before anything imports `pg` (as server/src/main.ts does): the app's modules
// are imported only afterwards.

const exporter = new InMemorySpanExporter();
let tracing: Tracing;
let server: TestApp;
let origin: string;

beforeAll(async () => {
  tracing = startTracing({ exporter, spanProcessor: new SimpleSpanProcessor(exporter), serviceName: 'storefront-test' });
  const { startTestApp } = await import('./support/test-app.js');
  const { insertCatalogue } = await import('./support/fixtures.js');
  server = await startTestApp();
  await insertCatalogue(server.db);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
});
afterAll(async () => {
  await server?.close();
  await tracing?.shutdown();
});

const SERVER_KIND = 1;
const isDatabaseSpan = (span: ReadableSpan) => span.attributes['db.system'] === 'postgresql' || span.attributes['db.system.name'] === 'postgresql';

describe('traces', () => {
  it('one trace per request, with its database queries as spans inside it; probes untraced', async () => {
    exporter.reset();
    const first = await fetch(`${origin}/api/products/linen-summer-dress`);
    const second = await fetch(`${origin}/api/products/canvas-sneaker`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);

    await expect.poll(() => exporter.getFinishedSpans().filter((span) => span.kind === SERVER_KIND).length).toBe(2);
    const spans = exporter.getFinishedSpans();
    const requests = spans.filter((span) => span.kind === SERVER_KIND);
    expect(requests.map((span) => span.attributes['url.path'] ?? span.attributes['http.target'])).toEqual(['/api/products/linen-summer-dress', '/api/products/canvas-sneaker']);
    const traceIds = requests.map((span) => span.spanContext().traceId);
    expect(new Set(traceIds).size).toBe(2);
    for (const request of requests) {
      const traceId = request.spanContext().traceId;
      const inTrace = spans.filter((span) => span.spanContext().traceId === traceId);
      const queries = inTrace.filter(isDatabaseSpan);
      expect(queries.length).toBeGreaterThan(0);
      expect(queries.some((span) => /SELECT/i.test(String(span.attributes['db.statement'] ?? span.attributes['db.query.text'] ?? span.name)))).toBe(true);
      // The request's span is the trace's root; every other span hangs under it.
      expect(request.parentSpanContext).toBeUndefined();
      for (const span of inTrace.filter((candidate) => candidate !== request)) expect(span.parentSpanContext?.spanId).toBeDefined();
    }
    // Nothing else: the probe made no trace, and no query ran outside a request's trace.
    expect(new Set(spans.map((span) => span.spanContext().traceId))).toEqual(new Set(traceIds));
  });
});
