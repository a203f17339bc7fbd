import type { EnvValues } from '../env-values.js';

/** The operations part of the configuration (logs, metrics, traces, draining); config.ts reads it. */
export interface OperationsConfig {
  /** `LOG_LEVEL`: pino's level (trace, debug, info, warn, error, fatal, silent). */
  logLevel: string;
  /** `LOG_FORMAT`: `json` (one object a line) or `pretty` (coloured lines, needs the pino-pretty dev package). */
  logFormat: 'json' | 'pretty';
  /** `METRICS_PORT`: Prometheus metrics at `/metrics` on this port of their own; off when absent. */
  metricsPort: number | undefined;
  /** `OTEL_EXPORTER_OTLP_ENDPOINT`: where traces go (OTLP over HTTP); no tracing code is loaded when absent. */
  otlpEndpoint: string | undefined;
  /** `OTEL_SERVICE_NAME`: the service name traces carry. */
  serviceName: string;
  /** `SHUTDOWN_DRAIN_MS`: after SIGTERM, how long `/readyz` answers 503 while requests are still served, before the listener closes. */
  drainMs: number;
}

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** The operations variables, each checked by `values` (a wrong one is a problem naming it). */
export function operationsConfigFrom(values: EnvValues, production: boolean): OperationsConfig {
  const endpoint = values.url('OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:'], 'http://collector:4318');
  const metricsPortText = values.text('METRICS_PORT');
  return {
    logLevel: values.choice('LOG_LEVEL', LOG_LEVELS, production ? 'info' : 'warn'),
    logFormat: values.choice('LOG_FORMAT', ['json', 'pretty'] as const, production ? 'json' : 'pretty'),
    metricsPort: metricsPortText === undefined ? undefined : values.integer('METRICS_PORT', 0, { min: 1, max: 65_535 }),
    otlpEndpoint: endpoint,
    serviceName: values.text('OTEL_SERVICE_NAME') ?? 'storefront',
    drainMs: values.integer('SHUTDOWN_DRAIN_MS', 0, { min: 0, max: 60_000 }),
  };
}
