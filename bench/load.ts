/** One autocannon run, with exact percentiles from every response time. */
import autocannon, { type Request } from 'autocannon';
import { percentile } from './stats.js';

export interface Scenario {
  name: string;
  /** Port key: the app or the hello-world baseline. */
  target: 'app' | 'baseline';
  /** Cycled through by every connection. */
  requests: Request[];
}

export interface RunResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

/** Loads `url` with the scenario's requests for `duration` seconds over `connections` connections. */
export function runLoad(url: string, scenario: Scenario, connections: number, duration: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon({ url, connections, duration, requests: scenario.requests }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        requestsPerSecond: result.requests.total / result.duration,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        p99: percentile(times, 0.99),
        requests: result.requests.total,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}
