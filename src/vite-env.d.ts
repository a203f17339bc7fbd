/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the Storefront API; empty means same origin. */
  readonly VITE_API_BASE_URL?: string;
  /** reCAPTCHA v2 site key; without it the development captcha is used. */
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  /** Google Maps JavaScript API key for the store locator. */
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  /** Set by build/build-version-plugin.ts. */
  readonly VITE_BUILD_ID: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
