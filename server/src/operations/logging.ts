import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { OperationsConfig } from './operations-config.js';
import { scrubLogObject, scrubText, scrubUrl } from './log-scrubbing.js';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming request id is kept when it is this plain and short; anything else is replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's `X-Request-Id` when sane, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Fastify's request-id options: ours checks the incoming header rather than trusting it as it is. */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: requestIdOf,
} satisfies Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'>;

/** Every answer carries its request's id, to quote when reporting a problem. */
export function sendRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/** Whether the pretty printer (a development dependency) is installed. */
function prettyPrinterInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

const serializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: scrubUrl(request.url), remoteAddress: request.ip }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
};

/**
 * Fastify's logger options: JSON lines (the request id on each line of a request), secrets and
 * personal data scrubbed from every object and message; coloured lines with `LOG_FORMAT=pretty`
 * when pino-pretty is installed. `stream` sends the lines elsewhere (tests read them).
 */
export function loggerOptions(options: Pick<OperationsConfig, 'logLevel' | 'logFormat'>, stream?: { write(line: string): unknown }): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const pretty = stream === undefined && options.logFormat === 'pretty' && prettyPrinterInstalled();
  return {
    level: options.logLevel,
    serializers,
    formatters: { log: (object: Record<string, unknown>) => scrubLogObject(object) as Record<string, unknown> },
    hooks: {
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)));
      },
    },
    ...(stream === undefined ? {} : { stream }),
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } } : {}),
  };
}
