import { createContext, useContext, type ReactNode } from 'react';

/**
 * Whether this render tree started on the server (the server render and its hydration) or in the
 * browser: a few things differ, such as the loading logo, which a server-rendered page hides by
 * CSS 200 ms after its first paint because its start-up data came with the HTML.
 */
const ServerRenderedContext = createContext(false);

/** Marks the tree as server-rendered: wrapped around the app by the server render and by hydration. */
export function RenderedOnServer({ children }: { children: ReactNode }) {
  return <ServerRenderedContext.Provider value={true}>{children}</ServerRenderedContext.Provider>;
}

/** Whether the page was rendered on the server first. */
export function useRenderedOnServer(): boolean {
  return useContext(ServerRenderedContext);
}
