import { token } from '../token';

/** The public site the pages describe: canonical URLs, link previews and structured data are absolute on it. */
export interface Site {
  /** Public origin without a trailing slash, e.g. "https://maison.example"; '' when unknown (URLs stay paths). */
  readonly origin: string;
}
export const SITE = token<Site>('Site');
