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

/** A request sent some other way than the network: the server render's call into its own API. */
export interface ApiRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | null;
}

/** The answer of an ApiTransport. */
export interface ApiAnswer {
  readonly status: number;
  readonly contentType: string | null;
  readonly body: string;
}

/** Sends an API request in process (Fastify's inject on the reference server). */
export type ApiTransport = (request: ApiRequest) => Promise<ApiAnswer>;

/** How the one HTTP client reaches the API when it is not simply the network. */
export interface ApiExchangeOptions {
  /** Send every request through this instead of the network. */
  readonly transport?: ApiTransport;
  /** Append every exchange here (the server render records what the browser will replay). */
  readonly recording?: ApiExchange[];
  /** Answer from these first, each once, before using the network (hydrating a server render). */
  readonly replay?: ApiExchange[];
}
