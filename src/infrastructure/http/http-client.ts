import axios, { type AxiosInstance, isAxiosError, isCancel } from 'axios';
import { type Logger, type TokenKind, UnauthorizedError } from '@/application';
import { toApplicationError } from './http-errors';

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
}

/** Default request timeout. */
export const HTTP_TIMEOUT_MS = 30_000;

// Remembers which token a request carried, for the 401 callback.
const SENT_TOKEN = Symbol('sentToken');
type Tagged = { [SENT_TOKEN]?: TokenKind | null };

/** Creates the app's axios instance: bearer, 401 callback, and errors translated into application errors. */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? HTTP_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });

  client.interceptors.request.use((config) => {
    const { user, guest } = options.tokens();
    const bearer = user ?? guest;
    (config as Tagged)[SENT_TOKEN] = user ? 'user' : guest ? 'guest' : null;
    if (bearer) config.headers.set('Authorization', `Bearer ${bearer}`);
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    const translated = toApplicationError(error);
    if (translated instanceof UnauthorizedError) {
      const sent = isAxiosError(error) ? ((error.config as Tagged | undefined)?.[SENT_TOKEN] ?? null) : null;
      options.onUnauthorized(sent);
    }
    if (!isCancel(error)) {
      // Spec §8: request failures are logged to the console only; the UI decides what to show.
      const config = isAxiosError(error) ? error.config : undefined;
      const request = config ? `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}` : 'request';
      options.logger.error(`Request failed: ${request}`, {
        error: translated.name,
        message: translated.message,
        status: isAxiosError(error) ? (error.response?.status ?? null) : null,
        data: isAxiosError(error) ? error.response?.data : undefined,
      });
    }
    return Promise.reject(translated);
  });

  return client;
}
