/** Percentiles and the results table of the API benchmark. */

/** The q-quantile (0…1) of sorted values, nearest-rank. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export interface Measurement {
  scenario: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** Requests per second over the baseline's at the same connection count. */
  ratio: number;
  /** The server process's CPU time per request, in µs (null where /proc is not there). */
  cpuMicroseconds: number | null;
}

const pad = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width));

/** A fixed-width text table of the measurements. */
export function table(rows: readonly Measurement[]): string {
  const header = ['scenario', 'conns', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'vs baseline', 'errors', 'server CPU µs/req'];
  const widths = [52, 6, 9, 8, 8, 8, 12, 7, 18];
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!, i > 0)).join(' ');
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) =>
      line([r.scenario, String(r.connections), r.requestsPerSecond.toFixed(0), r.p50.toFixed(1), r.p95.toFixed(1), r.p99.toFixed(1), `${(r.ratio * 100).toFixed(0)}%`, String(r.errors + r.non2xx), r.cpuMicroseconds === null ? '–' : r.cpuMicroseconds.toFixed(0)]),
    ),
  ].join('\n');
}
