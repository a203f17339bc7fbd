/**
 * Imported first by the server's main module: starts tracing when `OTEL_EXPORTER_OTLP_ENDPOINT`
 * is set, before anything imports `pg`; loads nothing otherwise. A configuration that does not
 * parse starts no tracing here: the main module stops the start with its problems.
 */
import { type Config, configFromEnv } from '../config.js';
import { startTracing, type Tracing } from './tracing.js';

function operationsConfig(): Config['operations'] | undefined {
  try {
    return configFromEnv().operations;
  } catch {
    return undefined;
  }
}

const operations = operationsConfig();
export const tracing: Tracing | undefined = operations?.otlpEndpoint === undefined ? undefined : startTracing({ serviceName: operations.serviceName });
