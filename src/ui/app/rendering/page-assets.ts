/** The built files a page needs before it can hydrate: its styles, and the scripts to fetch early. */
export interface PageAssets {
  /** Stylesheets, in order (the entry's first, then the page's). */
  readonly styles: readonly string[];
  /** The entry module, run once the HTML has streamed. */
  readonly entry: string;
  /** Modules the entry will import at once (the page's chunks), fetched in parallel. */
  readonly modules: readonly string[];
}
