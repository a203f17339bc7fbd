// The few parts of autocannon 9 the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import { type EventEmitter } from 'node:events';

  export interface Request {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
    /** Rewrites the request before each send (unique keys, rotating tokens). */
    setupRequest?: (request: Request) => Request;
    /** Sees each answer's status and body (the drop keeps a few refusals to print). */
    onResponse?: (status: number, body: string) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }

  export interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p90: number; p99: number; average: number; max: number };
    throughput: { average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  export interface Instance extends EventEmitter {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    on(event: 'done', listener: (result: Result) => void): this;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
