/**
 * The environment variables of operations (logs, metrics, traces, draining), read apart from
 * config.ts so that one configuration module can take them in as they are.
 */
export interface OperationsConfig {
  /** `LOG_LEVEL`: pino's level (trace, debug, info, warn, error, fatal, silent). */
  logLevel: string;
  /** `LOG_FORMAT`: `json` (one object a line) or `pretty` (coloured lines, needs the pino-pretty dev package). */
  logFormat: 'json' | 'pretty';
  /** `METRICS_PORT`: Prometheus metrics at `/metrics` on this port of their own; off when absent. */
  metricsPort: number | undefined;
  /** `OTEL_EXPORTER_OTLP_ENDPOINT`: where traces go (OTLP over HTTP); no tracing code is loaded when absent. */
  otlpEndpoint: string | undefined;
  /** `SHUTDOWN_DRAIN_MS`: after SIGTERM, how long `/readyz` answers 503 while requests are still served, before the listener closes. */
  drainMs: number;
}

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

function port(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65_535) throw new Error(`${name} must be a port number from 1 to 65535, not ${JSON.stringify(value)}.`);
  return parsed;
}

function milliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 60_000) throw new Error(`${name} must be a whole number of milliseconds from 0 to 60000, not ${JSON.stringify(value)}.`);
  return parsed;
}

/** Reads and checks the operations variables; throws naming the variable that is wrong. */
export function operationsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): OperationsConfig {
  const production = env.NODE_ENV === 'production';
  const logLevel = (env.LOG_LEVEL ?? '').trim() || (production ? 'info' : 'warn');
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(env.LOG_LEVEL)}.`);
  const format = (env.LOG_FORMAT ?? '').trim() || (production ? 'json' : 'pretty');
  if (format !== 'json' && format !== 'pretty') throw new Error(`LOG_FORMAT must be json or pretty, not ${JSON.stringify(env.LOG_FORMAT)}.`);
  const endpoint = (env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').trim();
  if (endpoint !== '' && !URL.canParse(endpoint)) throw new Error(`OTEL_EXPORTER_OTLP_ENDPOINT must be a URL (http://collector:4318), not ${JSON.stringify(endpoint)}.`);
  return {
    logLevel,
    logFormat: format,
    metricsPort: port('METRICS_PORT', env.METRICS_PORT),
    otlpEndpoint: endpoint === '' ? undefined : endpoint,
    drainMs: milliseconds('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, 0),
  };
}
