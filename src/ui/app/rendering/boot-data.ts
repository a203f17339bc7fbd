import type { ApiExchange, AppConfig } from '../../composition';
import type { PageAssets } from '@/domain/page-render-contract';

/** The router's state as the server loaded it: what the browser's router starts from. */
export interface RouterHydrationData {
  readonly loaderData: Record<string, unknown>;
  readonly actionData: Record<string, unknown> | null;
  readonly errors: Record<string, unknown> | null;
}

/**
 * What a server-rendered page hands the browser beside its HTML (one inline script): the
 * configuration it rendered with, the router's data, the API calls it made with their answers,
 * and the page's built files.
 */
export interface BootData {
  readonly config: AppConfig;
  readonly router: RouterHydrationData;
  readonly api: ApiExchange[];
  /** What the document names: its stylesheets and entry (the page's modules are the entry's to load), and the page modules' chunks. */
  readonly assets: Pick<PageAssets, 'styles' | 'entry' | 'pages'>;
}

/** The global the inline script sets. */
export const BOOT_GLOBAL = '__STOREFRONT_BOOT__';

/** What a string literal of the inline script escapes, each as the escape that reads back as itself. */
const LITERAL_ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * The inline script's text: the data as one string literal of JSON, which the entry parses
 * (`readBootData`) once it starts. As a JavaScript object literal (the home page's is about
 * 100 kB), the browser parsed and built it in a task of its own after the first paint, 40-58 ms × 4 on
 * a slow phone; a string literal is only scanned, and `JSON.parse` builds the same objects several
 * times faster. `<` is escaped so no data (a product name with `</script>`) can end the script
 * early; the backslash and the quote so the literal reads back as the JSON itself.
 */
export function bootScript(data: BootData): string {
  const literal = JSON.stringify(data).replace(/[\\'<\u2028\u2029]/g, (character) => LITERAL_ESCAPES[character]!);
  return `window.${BOOT_GLOBAL}='${literal}';`;
}

/** The boot data a server-rendered page carries, or undefined on a page the browser renders itself. */
export function readBootData(global: unknown): BootData | undefined {
  return typeof global === 'string' ? (JSON.parse(global) as BootData) : undefined;
}

/**
 * The inline script's second part: starts the entry module once the browser has painted the
 * server's HTML. Evaluated earlier, the entry (the whole start-up code) would hold that first paint
 * back by its running time, about half a second on a slow phone, though the page needs none of it
 * to show. Its download starts then too, with the page's own chunks beside it (modulepreload),
 * which the entry would otherwise ask for only once it runs. A hidden tab paints nothing: it
 * starts at once, or when it is shown.
 */
export function entryStartScript(entry: string, modules: readonly string[]): string {
  const text = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return [
    '(function(){var started=false;',
    'function start(){if(started)return;started=true;',
    `${text(modules)}.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link);});`,
    `import(${text(entry)});}`,
    "if(document.visibilityState==='hidden'){start();return;}",
    "document.addEventListener('visibilitychange',start,{once:true});",
    'requestAnimationFrame(function(){setTimeout(start,0);});',
    '})();',
  ].join('');
}
