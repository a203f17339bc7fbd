import { loadFromPageTable, type PageLoader, pageSource } from '../routes';

/**
 * Loads the page modules a server-rendered page named (`pages`: each one's chunk by its source)
 * by their URL, already preloaded with the entry, so that hydrating waits for no table of every
 * page's chunk; any other page, and one whose import failed (where the chunk-reload guard applies),
 * goes through that table.
 */
export function pageByUrl(pages: Readonly<Record<string, string>>): PageLoader {
  return (path) => {
    const url = pages[pageSource(path)];
    if (!url) return loadFromPageTable(path);
    return (import(/* @vite-ignore */ url) as Promise<Record<string, unknown>>).catch(() => loadFromPageTable(path));
  };
}
