import { token } from '@/application';
import type { AppConfig, HttpClient } from '@/infrastructure';

/** The app's public configuration. */
export const APP_CONFIG = token<AppConfig>('AppConfig');

/** The one HTTP client (over the one axios instance) every HTTP gateway shares. */
export const HTTP_CLIENT = token<HttpClient>('HttpClient');
