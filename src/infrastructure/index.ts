// The adapters, for the composition root (src/ui/composition) and the tests.
export * from './browser/browser-geolocation';
export * from './browser/console-logger';
export * from './browser/system-clock';
export * from './browser/window-viewport';
export * from './build/chunk-reload-guard';
export * from './build/http-build-version-source';
export * from './captcha/development-captcha-provider';
export * from './config';
// Not here, so that the composition root loads them on demand and they stay out of the start-up
// JavaScript: the HTTP gateways, the axios instance and its error translation (./http/*), the
// captcha, maps, payment and placeholder adapters. Import them by path.
export * from './http/api-exchanges';
export * from './http/http-client';
export * from './maps/google-maps-loader';
export * from './placeholder/blurhash-placeholder-decoder';
export * from './storage/cookie-cart-storage';
export * from './storage/cookie-token-store';
export * from './storage/session-payment-storage';
export * from './storage/local-selection-storage';
export * from './storage/cookie-session-flags';
