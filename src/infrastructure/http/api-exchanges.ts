/**
 * What a server render hands the browser so that hydrating never asks the API again: every call
 * the render made, with its answer. Plain data (JSON), recorded on the server and replayed once
 * each in the browser (exchange-adapters.ts).
 */
export interface ApiExchange {
  readonly method: string;
  /** The full request URL as axios built it (path and query). */
  readonly url: string;
  /** The request body as sent, or null. */
  readonly body: string | null;
  readonly status: number;
  readonly contentType: string | null;
  /** The answer's body as text. */
  readonly data: string;
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
