/**
 * Imported first by the server's main module (or `node --import` it): starts tracing when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set, before anything imports `pg`; loads nothing otherwise.
 */
import { startTracing, type Tracing } from './tracing.js';

export const tracing: Tracing | undefined = (process.env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').trim() === '' ? undefined : startTracing();
