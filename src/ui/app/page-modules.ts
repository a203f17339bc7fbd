// Every page module, each its own lazy chunk, by its path under src/ui/pages. This table, with the
// list of chunks each import preloads, is a chunk of its own that the first navigation or preload
// loads (routes.tsx): hydrating a server-rendered page imports that page by its URL instead
// (hydrate.tsx), so the table is not start-up JavaScript.
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>([
  '../pages/**/*Page.tsx',
  '../pages/**/*Route.tsx',
  '../pages/**/*Layout.tsx',
  '!../pages/errors/**',
]);

/** Loads the page module at `path` under src/ui/pages (without its extension). */
export async function loadPageModule(path: string): Promise<Record<string, unknown>> {
  const load = PAGE_MODULES[`../pages/${path}.tsx`];
  if (!load) throw new Error(`There is no page module src/ui/pages/${path}.tsx.`);
  return load();
}
