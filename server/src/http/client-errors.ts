import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { API_SECURITY_HEADERS } from './api-headers.js';
import { errorBody } from './errors.js';

// Refusals made by Node's HTTP parser, before Fastify has a request (headers or URL over the
// 16 KiB limit, a malformed request line, a client too slow to send its headers).

const REFUSALS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers or address are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};
const MALFORMED: [number, string] = [400, 'The request is malformed.'];

/**
 * Fastify's `clientErrorHandler`: answers in the API's error shape with its security headers,
 * like every other refusal, then closes the connection (its stream can no longer be read).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = (error.code !== undefined ? REFUSALS[error.code] : undefined) ?? MALFORMED;
  const body = JSON.stringify(errorBody(message));
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
    ...API_SECURITY_HEADERS,
  };
  if (socket.writable) {
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}
