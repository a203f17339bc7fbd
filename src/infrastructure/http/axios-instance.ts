import axios, { type AxiosInstance, isAxiosError, isCancel } from 'axios';
import { type TokenKind, UnauthorizedError } from '@/application';
import { HTTP_TIMEOUT_MS, type HttpClientOptions } from './http-client';
import { transportAdapter } from './transport-adapter';
import { toApplicationError } from './http-errors';

// Remembers which token a request carried, for the 401 callback.
const SENT_TOKEN = Symbol('sentToken');
type Tagged = { [SENT_TOKEN]?: TokenKind | null };

/**
 * The app's one axios instance: bearer, 401 callback, and errors translated into application
 * errors. Loaded with axios on the first request (http-client.ts), off the start-up path.
 */
export function createAxiosInstance(options: HttpClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? HTTP_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    adapter: options.exchanges?.transport ? transportAdapter(options.exchanges.transport) : undefined,
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
