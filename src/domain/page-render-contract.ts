// The contract between the reference server and the SPA's server-render entry (src/entry-server.tsx,
// loaded by server/src/http/page-render.ts from the build). Declared once, as types only, in the one
// part of src/ the server may import (DESIGN.md): a changed field fails the type check of both.
// Types only (build/layer-rules.js keeps it so, and the server imports it with `import type`).

/** The built files a page needs before it can hydrate: its styles, and the scripts to fetch early. */
export interface PageAssets {
  /** Stylesheets, in order (the entry's first, then the page's). */
  readonly styles: readonly string[];
  /** The entry module, run once the HTML has streamed. */
  readonly entry: string;
  /** Modules the entry imports to hydrate the page (its chunks): fetched beside the entry after the first paint (boot-data.ts), counted by the bundle bench. */
  readonly modules: readonly string[];
  /**
   * Each page module's own chunk, by its source path (the manifest's key): hydrating, the entry
   * imports the page by it (the page is among `modules`), not through the table of every page's
   * chunk, which loads later (routes.tsx).
   */
  readonly pages: Readonly<Record<string, string>>;
}

/** A request sent some other way than the network: the server render's call into its own API. */
export interface ApiRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | null;
}

/** The answer of an ApiTransport. */
export interface ApiAnswer {
  readonly status: number;
  readonly contentType: string | null;
  readonly body: string;
}

/** Sends an API request in process (Fastify's inject on the reference server). */
export type ApiTransport = (request: ApiRequest) => Promise<ApiAnswer>;

/** One page request, as the reference server hands it over. */
export interface PageRequest {
  /** The absolute URL of the page: the public origin (canonical links start with it), path and query. */
  readonly url: string;
  readonly cookieHeader: string | undefined;
  /** How the render's API calls reach the API: in process. */
  readonly transport: ApiTransport;
  /** The page's built files, from the modules it shows (the server reads the build manifest). */
  readonly assetsFor: (sources: readonly string[]) => PageAssets;
  /** The nonce the page's Content-Security-Policy allows its inline script with. */
  readonly nonce: string;
  /** Aborts the render: the shopper went away, or it took too long. */
  readonly signal: AbortSignal;
}

/** Where the HTML streams to: a Node writable stream (the server's response body). */
export type PageDestination = NodeJS.WritableStream;

/** The answer: a redirect, or a page to stream with its status. */
export type PageRender =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | {
      readonly kind: 'page';
      readonly status: number;
      /** Whether the page shows the shopper's own data (a token or a cart came with it): not for shared caches. */
      readonly personal: boolean;
      /** Streams the HTML; resolves once the shell is ready to go (rejects when it failed). */
      readonly pipe: (destination: PageDestination) => Promise<void>;
      /**
       * An inline script for the server to put first in the head, before the stylesheet (which
       * React places ahead of the head's own elements): it runs while the stylesheet downloads.
       */
      readonly headScript?: string;
    };

/** What the built server entry exports. */
export interface ServerEntry {
  renderPage(request: PageRequest): Promise<PageRender>;
}
