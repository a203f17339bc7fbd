import type { ApiTransport } from '@/domain/page-render-contract';

/**
 * What a server render hands the browser so that hydrating never asks the API again: each
 * successful call the render made, by what was asked, with its answer's data. Plain JSON,
 * recorded on the server and replayed once each in the browser (http-client.ts), without even
 * loading axios: an error answer is not recorded, and the browser asks again.
 */
export interface ApiExchange {
  /** The call: method, URL, query parameters and body (exchangeKey). */
  readonly key: string;
  /** The answer's data, as the client parsed it. */
  readonly data: unknown;
}

/** The key of a call, the same on the server and in the browser. */
export function exchangeKey(method: string, url: string, params: unknown, body: unknown): string {
  return JSON.stringify([method.toUpperCase(), url, params ?? null, body ?? null]);
}

// The in-process transport is part of the server render's contract, declared there once.
export type { ApiAnswer, ApiRequest, ApiTransport } from '@/domain/page-render-contract';

/** How the one HTTP client reaches the API when it is not simply the network. */
export interface ApiExchangeOptions {
  /** Send every request through this instead of the network. */
  readonly transport?: ApiTransport;
  /** Append every exchange here (the server render records what the browser will replay). */
  readonly recording?: ApiExchange[];
  /** Answer from these first, each once, before using the network (hydrating a server render). */
  readonly replay?: ApiExchange[];
}
