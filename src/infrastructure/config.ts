/** The SPA's public configuration, read once at start-up and handed to the adapters by the composition root. */
export interface AppConfig {
  /** Storefront API base URL without a trailing slash; '' means the page's own origin. */
  readonly apiBaseUrl: string;
  /** reCAPTCHA v2 site key; null selects the development captcha. */
  readonly recaptchaSiteKey: string | null;
  /** Google Maps JavaScript API key; null when the store locator has no map. */
  readonly googleMapsApiKey: string | null;
  /** Id of the running build, compared with /build-version.json. */
  readonly buildId: string;
  /** Public origin of the store (canonical URLs, link previews, structured data), no trailing slash; '' when unknown. */
  readonly publicOrigin: string;
}

/** The environment variables the config reads (Vite's `import.meta.env`). */
export type ConfigEnv = Partial<Record<'VITE_API_BASE_URL' | 'VITE_RECAPTCHA_SITE_KEY' | 'VITE_GOOGLE_MAPS_API_KEY' | 'VITE_BUILD_ID' | 'VITE_PUBLIC_ORIGIN', string>>;

/** Build id when the build defined none (tests, tools). */
export const UNKNOWN_BUILD_ID = 'development';

const present = (value: string | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

/** Reads the configuration from Vite's environment (or the given one); the public origin defaults to the page's own. */
export function readConfig(env: ConfigEnv = import.meta.env, pageOrigin: string = globalThis.location?.origin ?? ''): AppConfig {
  return {
    apiBaseUrl: (present(env.VITE_API_BASE_URL) ?? '').replace(/\/+$/, ''),
    recaptchaSiteKey: present(env.VITE_RECAPTCHA_SITE_KEY),
    googleMapsApiKey: present(env.VITE_GOOGLE_MAPS_API_KEY),
    buildId: present(env.VITE_BUILD_ID) ?? UNKNOWN_BUILD_ID,
    publicOrigin: (present(env.VITE_PUBLIC_ORIGIN) ?? pageOrigin).replace(/\/+$/, ''),
  };
}
