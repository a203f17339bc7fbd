import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { type Logger, type TokenKind, TransportError } from '@/application';
import { type ApiExchangeOptions, exchangeKey } from './api-exchanges';

/** The bearer tokens the client may send; the user's wins over the guest's. */
export interface BearerTokens {
  readonly user: string | null;
  readonly guest: string | null;
}

/** What the one HTTP client of the app needs. */
export interface HttpClientOptions {
  /** API base URL; empty for the page's own origin. */
  readonly baseURL: string;
  /** Read on every request, so a sign-in or sign-out applies at once. */
  readonly tokens: () => BearerTokens;
  /** Called on every 401 with the kind of token that was sent; the app clears the user token (spec §4). */
  readonly onUnauthorized: (sent: TokenKind | null) => void;
  readonly logger: Logger;
  /** Milliseconds before a request fails as a transport error. */
  readonly timeoutMs?: number;
  /** In process, recorded or replayed instead of plain network requests (the server render and its hydration). */
  readonly exchanges?: ApiExchangeOptions;
}

/** Default request timeout. */
export const HTTP_TIMEOUT_MS = 30_000;

/** The requests the gateways make: the axios instance's methods, with its answers and errors. */
export type HttpClient = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'delete'>;

/**
 * Creates the app's HTTP client at once; axios and the one instance behind it (bearer, 401
 * callback, errors translated into application errors: axios-instance.ts) load with the first
 * request, so axios stays out of the start-up JavaScript (DESIGN.md, budgets).
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  let instance: Promise<AxiosInstance> | null = null;
  const load = (): Promise<AxiosInstance> => {
    instance ??= import('./axios-instance').then(
      (module) => module.createAxiosInstance(options),
      (error: unknown) => {
        // A failed chunk load is a transport fault; the next request tries again.
        instance = null;
        const message = error instanceof Error && error.message ? error.message : 'The HTTP client could not be loaded.';
        options.logger.error('Request failed: the HTTP client could not be loaded', { error: 'TransportError', message });
        throw new TransportError(message, null);
      },
    );
    return instance;
  };
  const exchanges = options.exchanges;
  /** The recorded answer to this call, taken once; null to ask the API. */
  const replayed = (key: string): AxiosResponse | null => {
    const index = exchanges?.replay?.findIndex((exchange) => exchange.key === key) ?? -1;
    if (index < 0) return null;
    const [exchange] = exchanges!.replay!.splice(index, 1);
    return { data: exchange!.data, status: 200, statusText: 'OK', headers: {}, config: {} as AxiosResponse['config'] };
  };
  const call = async <R>(method: string, url: string, body: unknown, config: AxiosRequestConfig | undefined, send: (http: AxiosInstance) => Promise<R>): Promise<R> => {
    const key = exchangeKey(method, url, config?.params, body);
    const recorded = replayed(key);
    if (recorded) return recorded as R;
    const response = await load().then(send);
    exchanges?.recording?.push({ key, data: (response as AxiosResponse).data });
    return response;
  };
  return {
    get: <T, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) => call('GET', url, undefined, config, (http) => http.get<T, R, D>(url, config)),
    delete: <T, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
      call('DELETE', url, undefined, config, (http) => http.delete<T, R, D>(url, config)),
    post: <T, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
      call('POST', url, data, config, (http) => http.post<T, R, D>(url, data, config)),
    put: <T, R = AxiosResponse<T>, D = unknown>(url: string, data?: D, config?: AxiosRequestConfig<D>) =>
      call('PUT', url, data, config, (http) => http.put<T, R, D>(url, data, config)),
  };
}
