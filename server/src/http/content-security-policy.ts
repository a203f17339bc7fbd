import type { IncomingMessage, ServerResponse } from 'node:http';
import { scriptNonce } from './page-render.js';

// The Content-Security-Policy of everything this server sends: no inline or eval'd scripts but a
// server-rendered page's own (its hydration data, allowed by a nonce made for that response);
// images from here, data: and blob: (blurhash placeholders) and Google Maps; the reCAPTCHA and
// Maps origins the SPA loads; the payment gateway's script origin, and no other (the sandbox is
// same-origin, so by default nothing is added). Inline styles stay allowed for React's style
// attributes.
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.gstatic.com'];

/**
 * The origin a configured gateway script URL is loaded from, or null for a same-origin path
 * (the sandbox). The SPA changes pages without reloading, so the payment step runs under the
 * policy of whatever page the shopper landed on: the origin is allowed on every page.
 */
export function gatewayScriptOrigin(checkoutScriptUrl: string): string | null {
  if (checkoutScriptUrl.startsWith('/')) return null;
  return new URL(checkoutScriptUrl).origin;
}

/** The nonce source of a page response; API answers carry no script, so they get none. */
function pageScriptNonce(request: IncomingMessage, response: ServerResponse): string {
  return request.url?.startsWith('/api/') ? "'self'" : `'nonce-${scriptNonce(response)}'`;
}

/** Helmet's CSP options for a gateway checkout script URL (`PAYMENT_CHECKOUT_SCRIPT_URL`). */
export function contentSecurityPolicyFor(checkoutScriptUrl: string) {
  const gateway = gatewayScriptOrigin(checkoutScriptUrl);
  const extra = gateway === null ? [] : [gateway];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...RECAPTCHA, 'https://maps.googleapis.com', ...extra, pageScriptNonce],
      styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
      imgSrc: ["'self'", 'data:', 'blob:', ...MAPS],
      fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
      connectSrc: ["'self'", ...MAPS, 'https://www.google.com/recaptcha/', ...extra],
      frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/', ...extra],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", ...extra],
      frameAncestors: ["'self'"],
    },
  };
}
