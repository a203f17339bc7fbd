// The server render's entry (a Vite SSR build, loaded by the reference server: server/src/http/page-render.ts).
import type { ServerEntry } from './domain/page-render-contract';
import { renderPage as render } from './ui/app/rendering/render-page';

/** Renders one page on the server, as the contract the server reads this entry by says. */
export const renderPage: ServerEntry['renderPage'] = render;
