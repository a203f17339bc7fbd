/** The built files a page needs before it can hydrate: its styles, and the scripts to fetch early. */
export interface PageAssets {
  /** Stylesheets, in order (the entry's first, then the page's). */
  readonly styles: readonly string[];
  /** The entry module, run once the HTML has streamed. */
  readonly entry: string;
  /** Modules the entry imports to hydrate the page (its chunks): fetched beside the entry after the first paint (boot-data.ts), counted by the bundle bench. */
  readonly modules: readonly string[];
}
