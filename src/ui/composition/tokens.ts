import { token } from '@/application';
import type { AppConfig } from '@/infrastructure';
import type { AxiosInstance } from 'axios';

/** The app's public configuration. */
export const APP_CONFIG = token<AppConfig>('AppConfig');

/** The one axios instance every HTTP gateway shares. */
export const HTTP_CLIENT = token<AxiosInstance>('HttpClient');
