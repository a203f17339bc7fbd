import { token } from '@/application';
import type { ApiExchangeOptions, AppConfig, HttpClient } from '@/infrastructure';

/** The app's public configuration. */
export const APP_CONFIG = token<AppConfig>('AppConfig');

/** The one HTTP client (over the one axios instance) every HTTP gateway shares. */
export const HTTP_CLIENT = token<HttpClient>('HttpClient');

/** How the HTTP client reaches the API besides the network: in process and recorded (server render) or replayed (hydration). */
export const API_EXCHANGES = token<ApiExchangeOptions>('ApiExchanges');
