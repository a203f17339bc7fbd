import { createRequire } from 'node:module';
import type * as SdkTraceNode from '@opentelemetry/sdk-trace-node';
import type { SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type * as Resources from '@opentelemetry/resources';
import type * as Instrumentation from '@opentelemetry/instrumentation';
import type * as HttpInstrumentation from '@opentelemetry/instrumentation-http';
import type * as PgInstrumentation from '@opentelemetry/instrumentation-pg';
import type * as OtlpHttp from '@opentelemetry/exporter-trace-otlp-http';

// OpenTelemetry is loaded here only when tracing is asked for (the imports above are types only).
// It is required synchronously: `pg` must be patched before any module imports it, and a module
// that awaits does not hold back the imports after it.
const require = createRequire(import.meta.url);

/** Probes and scrapes are not traced: they would be most of the traces and tell nothing. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export interface Tracing {
  /** Sends the spans still buffered, then stops. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** Where spans go: OTLP over HTTP to `OTEL_EXPORTER_OTLP_ENDPOINT` unless given (a test's in-memory exporter). */
  exporter?: SpanExporter;
  /** Batches by default; a test passes one that hands each span over at once. */
  spanProcessor?: SpanProcessor;
  serviceName?: string;
}

/**
 * Traces incoming HTTP requests and the PostgreSQL queries each makes (one trace per request,
 * its queries as child spans). Must run before `pg` is first imported: the main module imports
 * `tracing-preload.ts` first of all.
 */
export function startTracing(options: TracingOptions = {}): Tracing {
  const { NodeTracerProvider, BatchSpanProcessor } = require('@opentelemetry/sdk-trace-node') as typeof SdkTraceNode;
  const { resourceFromAttributes } = require('@opentelemetry/resources') as typeof Resources;
  const { registerInstrumentations } = require('@opentelemetry/instrumentation') as typeof Instrumentation;
  const { HttpInstrumentation: Http } = require('@opentelemetry/instrumentation-http') as typeof HttpInstrumentation;
  const { PgInstrumentation: Pg } = require('@opentelemetry/instrumentation-pg') as typeof PgInstrumentation;
  const exporter = options.exporter ?? new (require('@opentelemetry/exporter-trace-otlp-http') as typeof OtlpHttp).OTLPTraceExporter();
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName ?? 'storefront' }),
    spanProcessors: [options.spanProcessor ?? new BatchSpanProcessor(exporter)],
  });
  provider.register();
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new Http({ ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? '') }),
      new Pg({ requireParentSpan: true }),
    ],
  });
  // An ES module's `import pg from 'pg'` takes the CommonJS module from require's cache: load
  // it through require now, while the instrumentation's hook patches it.
  require('pg');
  require('pg-pool');
  return {
    async shutdown() {
      unregister();
      await provider.shutdown();
    },
  };
}
