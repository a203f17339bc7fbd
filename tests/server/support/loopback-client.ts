/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely and assert on them */
import { Agent, request } from 'node:http';

export interface LoopbackAnswer {
  status: number;
  body: any;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * An HTTP client whose connections come from `localAddress` (any of 127.0.0.0/8 on Linux), so
 * that a test can be several shoppers with addresses of their own in front of a proxy.
 */
export function loopbackClient(origin: string, localAddress = '127.0.0.1') {
  const agent = new Agent({ keepAlive: true, maxSockets: 128 });
  const base = new URL(origin);
  function call(method: string, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<LoopbackAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const outgoing = request({ host: base.hostname, port: base.port, method, path, headers, agent, localAddress }, (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => {
          let body: unknown = text;
          if ((incoming.headers['content-type'] ?? '').includes('json') && text !== '') body = JSON.parse(text);
          resolve({ status: incoming.statusCode ?? 0, body, headers: incoming.headers });
        });
        incoming.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }
  return {
    call,
    get: (path: string, token?: string) => call('GET', path, { token }),
    post: (path: string, body?: unknown, token?: string, headers?: Record<string, string>) => call('POST', path, { body, token, headers }),
    close: () => agent.destroy(),
  };
}

export type LoopbackClient = ReturnType<typeof loopbackClient>;
