import { createServer } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * Serves `GET /metrics` on a port of its own (`METRICS_PORT`), apart from the shop's, so that
 * it can stay inside the private network. Answers the port it listens on (for port 0) and a close.
 */
export async function serveMetrics(registry: Registry, port: number, host = '0.0.0.0'): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
