import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerCache } from './answer-cache.js';

type Encoding = 'br' | 'gzip';

/** Below this many bytes an answer goes uncompressed (the compress plugin's threshold too). */
const COMPRESS_FROM_BYTES = 1024;

const compressors: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  // Quality 5: most of Brotli's gain over gzip for JSON, at a few milliseconds once per entry.
  br: (bytes) => promisify(brotliCompress)(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: 6 }),
};

/** The SHA-1 of some content, base64url (27 characters). */
const digestOf = (content: string | Buffer): string => hash('sha1', content, 'base64url');

/** A strong ETag: the SHA-1 of what the answer is made of. */
export const etagOf = (content: string | Buffer) => `"${digestOf(content)}"`;

/** A part of answers written once, with the SHA-1 of its UTF-8 bytes (answers' ETags are made of these). */
export interface ReadyText {
  readonly text: string;
  /** base64url, 27 characters. */
  readonly digest: string;
}

export const readyText = (text: string): ReadyText => ({ text, digest: digestOf(text) });

/**
 * An answer already written as JSON text, exactly as its route's response schema would write it
 * (put together from parts serialised once), with its ETag (made from the parts' own digests,
 * so the whole answer is not hashed again): sent as it is.
 */
export class JsonText<T> {
  constructor(
    readonly text: string,
    readonly etag: string,
  ) {}

  /** The answer as a value (to lay a user's wishlist marks over it). */
  value(): T {
    return JSON.parse(this.text) as T;
  }
}

/** A kept answer sent this many times holds its UTF-8 bytes from then on (a popular answer). */
const HOLD_BYTES_AFTER_SENDS = 3;

/**
 * An answer ready to send: its text, its ETag and, asked for, its compressed bytes (made once).
 * A kept answer sent a few times (a popular one) also holds its UTF-8 bytes, written as they are;
 * one sent once does not, since buffers outside V8's heap are freed only by full collections
 * (DESIGN.md, "The reference server under load").
 */
class PreparedJson {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  private held: Buffer | null = null;
  private sends = 0;
  readonly etag: string;
  readonly text: string;

  constructor(
    answer: JsonText<unknown>,
    /** Kept and sent again (an answer cache's entry), or sent once. */
    private readonly kept: boolean,
  ) {
    this.etag = answer.etag;
    this.text = answer.text;
  }

  /** What to send now: the text, or a popular answer's bytes. */
  payload(): string | Buffer {
    if (this.held !== null) return this.held;
    this.sends += 1;
    if (this.kept && this.sends >= HOLD_BYTES_AFTER_SENDS) this.held = Buffer.from(this.text);
    return this.held ?? this.text;
  }

  get compressible(): boolean {
    return this.text.length >= COMPRESS_FROM_BYTES;
  }

  compressed(encoding: Encoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (bytes === undefined) {
      bytes = compressors[encoding](this.held ?? Buffer.from(this.text));
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The encoding to send for an Accept-Encoding header: Brotli, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (acceptEncoding === undefined) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*') ?? 0;
  const wants = (encoding: Encoding) => (accepted.get(encoding) ?? wildcard) > 0;
  return wants('br') ? 'br' : wants('gzip') ? 'gzip' : null;
}

/** Whether an If-None-Match header names this ETag (or is `*`). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });

/**
 * Sends a shared answer from the cache: JSON serialised once per cache entry with the
 * route's own response schema (`reply.serialize`), so it is exactly what returning the value
 * would have sent, compressed once per entry and encoding, with an ETag (a revalidation answers
 * 304 with no body) and a Cache-Control that lets a CDN hold it as long as the cache does. For
 * answers nobody in particular asked for: a token's answer differs (wishlist marks), hence Vary.
 */
export async function sendCachedJson<V>(
  reply: FastifyReply,
  cache: AnswerCache<V>,
  key: string,
  compute: () => Promise<V>,
  ready?: ReadyAnswers,
): Promise<FastifyReply> {
  const { prepared, freshUntil } = await cache.preparedEntry(key, compute, (value, shared) => {
    if (value instanceof JsonText) return new PreparedJson(value, shared);
    const serialized = reply.serialize(value);
    // Response schemas serialise to text; anything else is a route set up for something else.
    if (typeof serialized !== 'string') throw new Error(`${reply.request.url}: a cached answer must serialise to text`);
    return new PreparedJson(new JsonText(serialized, etagOf(serialized)), shared);
  });
  if (freshUntil !== undefined) ready?.remember(reply.request.url, prepared, cache.ttlSeconds, freshUntil);
  return sendPrepared(reply, prepared, cache.ttlSeconds);
}

/** Sends a prepared answer: ETag (304 on a match), Cache-Control, and the bytes in the encoding the client takes. */
async function sendPrepared(reply: FastifyReply, prepared: PreparedJson, ttl: number): Promise<FastifyReply> {
  reply
    .header('etag', prepared.etag)
    .header('cache-control', ttl > 0 ? `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=${ttl}` : 'no-cache')
    .header('vary', 'Accept-Encoding, Authorization')
    .type('application/json; charset=utf-8');
  if (matches(reply.request.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
  const encoding = prepared.compressible ? chooseEncoding(reply.request.headers['accept-encoding']) : null;
  if (encoding === null) return reply.send(prepared.payload());
  return reply.header('content-encoding', encoding).send(await prepared.compressed(encoding));
}

interface ReadyAnswer {
  readonly prepared: PreparedJson;
  readonly ttlSeconds: number;
  readonly until: number;
}

/**
 * Guests' answers by request URL, ready to send from the route's `onRequest` hook: a repeat of a
 * request already answered skips validation, authentication and the handler, which the first
 * one ran (only a valid request is ever remembered). An answer is held while its cache entry is
 * fresh, and no longer: then the route's own path answers again, and the cache serves or
 * refreshes as it does. A request with a token always takes that path (its answer carries the
 * user's wishlist marks).
 */
export class ReadyAnswers {
  private readonly byUrl = new Map<string, ReadyAnswer>();
  /** Requests answered here, and guests' requests left to the route (the metrics read them). */
  readonly tally = { hits: 0, misses: 0 };

  constructor(
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Holds `prepared` for `url` until `until` (ms), the end of its cache entry's freshness. */
  remember(url: string, prepared: PreparedJson, ttlSeconds: number, until: number): void {
    if (until <= this.now()) return;
    this.byUrl.delete(url);
    this.byUrl.set(url, { prepared, ttlSeconds, until });
    // Maps iterate in insertion order: the first key is the oldest answer.
    if (this.byUrl.size > this.maxEntries) this.byUrl.delete(this.byUrl.keys().next().value as string);
  }

  /** Drops every ready answer: the next request of each URL takes the route's path. */
  forgetAll(): void {
    this.byUrl.clear();
  }

  /** The `onRequest` hook: answers a guest's request whose answer is ready, else lets the route run. */
  readonly serve = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (request.headers.authorization !== undefined) return undefined;
    const ready = this.byUrl.get(request.url);
    if (ready === undefined || ready.until <= this.now()) {
      if (ready !== undefined) this.byUrl.delete(request.url);
      this.tally.misses += 1;
      return undefined;
    }
    this.tally.hits += 1;
    return sendPrepared(reply, ready.prepared, ready.ttlSeconds);
  };
}
